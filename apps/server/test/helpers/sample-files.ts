// Small files with real headers, for upload tests: what `file-type` decides from content, whatever
// the name or the declared type says; and reading back what was stored.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

const u32 = (n: number, littleEndian = false) => {
  const b = Buffer.alloc(4);
  if (littleEndian) b.writeUInt32LE(n);
  else b.writeUInt32BE(n);
  return b;
};

/** A PNG chunk: length, type, data and a CRC (not checked by sniffing; zero here). */
const pngChunk = (type: string, data: Buffer) => bytes(u32(data.length), type, data, u32(0));

export const JPEG = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  "JFIF\0",
  [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  [0xff, 0xd9],
);

export const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pngChunk("IHDR", bytes(u32(1), u32(1), [8, 2, 0, 0, 0])),
  pngChunk("IDAT", bytes([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])),
  pngChunk("IEND", Buffer.alloc(0)),
);

const vp8l = bytes([0x2f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
export const WEBP = bytes(
  "RIFF",
  u32(4 + 8 + vp8l.length, true),
  "WEBP",
  "VP8L",
  u32(vp8l.length, true),
  vp8l,
);

const PDF_BODY = "1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n";
export const PDF = bytes("%PDF-1.4\n", PDF_BODY, "%%EOF\n");

/** A PDF of exactly `size` bytes: a real header, then comment padding, then the end marker. */
export function pdfOfSize(size: number): Buffer {
  const head = bytes("%PDF-1.4\n", PDF_BODY, "%");
  const tail = bytes("\n%%EOF\n");
  return bytes(head, Buffer.alloc(size - head.length - tail.length, "x"), tail);
}

export const GIF = bytes("GIF89a", [0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00], ";");

/** A Linux executable (ELF, 64-bit little-endian). */
export const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], Buffer.alloc(56));

/** A Windows executable: "MZ", then the PE offset at 0x3c pointing at a "PE\0\0" header. */
export const EXE = (() => {
  const file = Buffer.alloc(256);
  file.write("MZ", 0, "latin1");
  file.writeUInt32LE(0x80, 0x3c);
  file.write("PE\0\0", 0x80, "latin1");
  return file;
})();

export const HTML = bytes(
  "<!doctype html><html><body><script>fetch('/api/auth/user')</script></body></html>\n",
);

/** A file part for `student(t).upload`: a PDF unless told otherwise. */
export const asPdf = (bytes: Buffer = PDF, filename = "id.pdf") => ({
  filename,
  contentType: "application/pdf",
  bytes,
});

/** Reads a stored file's stream to the end. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file under `dir`, however deep (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

// Reading a ZIP the server answered, with a second library (yauzl), to check what another writes.
import { fromBuffer, type Entry, type ZipFile } from "yauzl";
import { readAll } from "./sample-files.ts";

/** Every entry of a ZIP, by name, read with a second library (yauzl), checking each CRC. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(zip, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on("entry", (entry: Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        readAll(stream).then((bytes) => {
          entries.set(entry.fileName, bytes);
          archive.readEntry();
        }, reject);
      });
    });
    archive.once("end", resolve).once("error", reject);
    archive.readEntry();
  });
  return entries;
}

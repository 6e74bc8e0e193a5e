// Text drawn as SVG paths from font files that ship in an npm package (IBM Plex Sans Arabic, the web
// app's Arabic face, which also covers Latin), so a picture drawn from SVG (a link-preview card, a demo
// brand's cover) looks the same on a machine with no fonts.
// (Loaded by file path, which knip cannot follow: knip.json names the package.)
// fontkit shapes each run (Arabic letters join, right-to-left runs come back in visual order).
// Bidirectional text is approximated: runs keep their order, reversed when the text starts in Arabic.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

type Font = fontkit.Font;
export type Weight = 400 | 700;

const require = createRequire(import.meta.url);
const SUBSETS = ["latin", "latin-ext", "arabic"] as const;
const faces = new Map<Weight, Font[]>();

function fontsOf(weight: Weight): Font[] {
  let fonts = faces.get(weight);
  if (!fonts) {
    fonts = SUBSETS.map((subset) => {
      const file = require.resolve(
        `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`,
      );
      return fontkit.openSync(file) as Font;
    });
    faces.set(weight, fonts);
  }
  return fonts;
}

interface Run {
  font: Font;
  text: string;
}

/**
 * Splits text into runs of one font: the first that has each character (a space stays in the run it
 * is in when that font has it). No-break spaces become spaces and invisible marks go; a character no
 * font has is left out, since a subset font's missing glyph cannot be drawn safely.
 */
function runsOf(text: string, fonts: Font[]): Run[] {
  const runs: Run[] = [];
  const plain = text.replace(/[\u00A0\u2007\u202F]/g, " ").replace(/\p{Cf}/gu, "");
  for (const char of plain) {
    const code = char.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && /\s/.test(char) && last.font.hasGlyphForCodePoint(code)) {
      last.text += char;
      continue;
    }
    const font = fonts.find((f) => f.hasGlyphForCodePoint(code));
    if (!font) continue;
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return /^[^A-Za-z0-9]*[\u0600-\u06FF]/.test(plain) ? runs.reverse() : runs;
}

export interface TextStyle {
  size: number;
  weight: Weight;
}

interface Laid {
  width: number;
  draw: (x: number, baseline: number) => string;
}

function lay(text: string, { size, weight }: TextStyle): Laid {
  const parts = runsOf(text, fontsOf(weight)).map(({ font, text: runText }) => {
    const scale = size / font.unitsPerEm;
    const run = font.layout(runText);
    return { scale, run, width: run.advanceWidth * scale };
  });
  return {
    width: parts.reduce((sum, part) => sum + part.width, 0),
    draw(x, baseline) {
      let cursor = x;
      const paths: string[] = [];
      for (const { scale, run } of parts) {
        run.glyphs.forEach((glyph, i) => {
          const position = run.positions[i]!;
          const d = glyph.path
            .scale(scale, -scale)
            .translate(cursor + position.xOffset * scale, baseline - position.yOffset * scale)
            .toSVG();
          if (d) paths.push(d);
          cursor += position.xAdvance * scale;
        });
      }
      return paths.join("");
    },
  };
}

export function measureText(text: string, style: TextStyle): number {
  return lay(text, style).width;
}

/**
 * The path data of `text` on `baseline`, starting at `x` (or centred on it, or ending there), made smaller down to
 * `minSize` to fit `maxWidth`, then cut with an ellipsis if it still does not fit.
 */
export function textPath(
  text: string,
  options: TextStyle & {
    x: number;
    baseline: number;
    maxWidth: number;
    minSize?: number;
    align?: "start" | "middle" | "end";
  },
): string {
  let style: TextStyle = { size: options.size, weight: options.weight };
  let laid = lay(text, style);
  const minSize = options.minSize ?? options.size;
  if (laid.width > options.maxWidth && minSize < options.size) {
    style = { ...style, size: Math.max(minSize, Math.floor((options.size * options.maxWidth) / laid.width)) };
    laid = lay(text, style);
  }
  const chars = [...text];
  while (laid.width > options.maxWidth && chars.length > 1) {
    chars.pop();
    laid = lay(`${chars.join("").trimEnd()}…`, style);
  }
  const shift = { start: 0, middle: laid.width / 2, end: laid.width }[options.align ?? "start"];
  const x = options.x - shift;
  return laid.draw(x, options.baseline);
}

// A simple wordmark logo: the brand's initials and name on a coloured rounded square, with the text
// colour (white or near-black) that contrasts best with the background (WCAG relative luminance).

const SIZE = 160;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function textColourFor(background: string): string {
  const bg = luminance(background);
  return contrast(bg, 1) >= contrast(bg, luminance("#111111")) ? "#FFFFFF" : "#111111";
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function initialsOf(name: string): string {
  const words = name
    .replace(/&/g, " ")
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? "?").slice(0, 2)];
  return letters.join("").toUpperCase();
}

/** Splits a brand name into at most two lines of about 16 characters. */
function nameLines(name: string): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [""];
  for (const word of words) {
    const last = lines[lines.length - 1]!;
    if (last && (last + " " + word).length > 16 && lines.length < 2) lines.push(word);
    else lines[lines.length - 1] = last ? `${last} ${word}` : word;
  }
  return lines;
}

export function renderLogoSvg(brandName: string, background: string): string {
  const fg = textColourFor(background);
  const lines = nameLines(brandName);
  const font = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  const nameY = lines.length > 1 ? 122 : 130;
  const nameText = lines
    .map((line, i) => `<tspan x="80" y="${nameY + i * 17}">${escapeXml(line)}</tspan>`)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(brandName)} logo</title>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="${background}"/>`,
    `<rect x="8" y="8" width="144" height="144" rx="22" fill="none" stroke="${fg}" stroke-opacity="0.25" stroke-width="2"/>`,
    `<text x="80" y="86" text-anchor="middle" font-family="${font}" font-size="54" font-weight="700" fill="${fg}" letter-spacing="2">${escapeXml(initialsOf(brandName))}</text>`,
    `<text text-anchor="middle" font-family="${font}" font-size="14" font-weight="600" fill="${fg}">${nameText}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

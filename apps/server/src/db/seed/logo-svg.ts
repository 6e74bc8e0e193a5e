// A simple monogram logo: the brand's initials on a coloured rounded square, with the text colour
// (white or near-black) that contrasts best with the background (WCAG relative luminance). Only the
// initials: a logo is shown at 40-64 px, where a brand name under them would be unreadable micro-text,
// and the card names the brand beside it anyway.

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

export function renderLogoSvg(brandName: string, background: string): string {
  const fg = textColourFor(background);
  const font = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(brandName)} logo</title>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="${background}"/>`,
    `<rect x="8" y="8" width="144" height="144" rx="22" fill="none" stroke="${fg}" stroke-opacity="0.25" stroke-width="2"/>`,
    // The baseline sits so that capitals (about 0.7 em tall) are centred.
    `<text x="80" y="103" text-anchor="middle" font-family="${font}" font-size="64" font-weight="700" fill="${fg}" letter-spacing="2">${escapeXml(initialsOf(brandName))}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

// The demo brands' covers (issue 20), drawn by our own code: the brand's colour as a gradient and a
// pattern of simple shapes for its kind of business. No name: the card already writes it beside the
// logo, and a name printed twice looks generated (issue 32). generate-covers.ts turns it into the
// WebP files the app serves. Shapes vary with the brand (a random stream seeded by its slug),
// so two brands of one kind do not share a picture.
import type { BusinessCategory } from "@studentperks/contracts/catalogue";
import { COVER_HEIGHT as H, COVER_WIDTH as W } from "@studentperks/contracts/covers";
import { textColourFor } from "./logo-svg.ts";

/** The pattern a cover shows: one per business category. */
export const COVER_MOTIFS = [
  "food",
  "fashion",
  "electronics",
  "entertainment",
  "services",
  "beauty",
  "retail",
  "other",
] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

/** A catalogue brand's motif: its category's. */
export function coverMotifOf(brand: { businessCategory: BusinessCategory }): CoverMotif {
  return brand.businessCategory === "Retail" ? "retail" : brand.businessCategory;
}

// ---- colours ----

type Hsl = [h: number, s: number, l: number];

function hexToHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex([h, s, l]: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(channel(n) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase()}`;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The colour turned by `dh` degrees, its saturation and lightness moved by `ds` and `dl`. */
export function shiftColour(hex: string, dh: number, ds: number, dl: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex([(h + dh + 360) % 360, clamp(s + ds), clamp(l + dl)]);
}

export interface CoverPalette {
  /** The brand's colour, the logo's. */
  base: string;
  /** The far end of the gradient: darker under white text, lighter under dark text. */
  deep: string;
  /** Drawn shapes stand out in this colour (a neighbouring hue). */
  accent: string;
  /** The logo's text colour: the patterns', at low opacity. */
  ink: string;
}

export function coverPalette(base: string): CoverPalette {
  const ink = textColourFor(base);
  const away = ink === "#FFFFFF" ? -1 : 1;
  return {
    base,
    ink,
    deep: shiftColour(base, 14, 0.04, 0.13 * away),
    accent: shiftColour(base, -28, 0.08, 0.2 * -away),
  };
}

// ---- shapes ----

/** A stream of numbers in [0, 1) seeded by a string: the same brand draws the same cover. */
export function seededRandom(seed: string): () => number {
  let h = 2_166_136_261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16_777_619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;
const circle = (cx: number, cy: number, r: number, attrs: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
const faint = (ink: string, opacity: number) => `fill="${ink}" fill-opacity="${n(opacity)}"`;

/** A star's path around (cx, cy): `points` tips, the inner corners at `inner` of the radius. */
function star(cx: number, cy: number, r: number, turn = 0, points = 5, inner = 0.45): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = turn + (i * Math.PI) / points - Math.PI / 2;
    return `${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`;
  });
  return `M${corners.join("L")}Z`;
}

/** Three wavy lines of steam rising from y = 0 around x = 0. */
const steam = (ink: string) =>
  [-50, 0, 50]
    .map(
      (x) =>
        `<path d="M${x} 0c-22 -28 22 -44 0 -72s22 -44 0 -72" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>`,
    )
    .join("");

interface Draw {
  random: () => number;
  palette: CoverPalette;
  /** Where the main shape is centred; the wordmark takes the other side of the bottom. */
  focus: { x: number; y: number };
  /** Which side the main shape is on. */
  side: "left" | "right";
}

/**
 * A kind of business in shapes: a light texture over the whole picture, and one of a few main shapes,
 * drawn about (0, 0) at most about 220 px out, which the cover places and scales.
 */
interface Motif {
  texture: (draw: Draw) => string;
  shapes: ((draw: Draw) => string)[];
}

/** x measured from the main shape's side of the picture. */
const fromSide = (side: Draw["side"], x: number) => (side === "right" ? W - x : x);

const MOTIFS: Record<CoverMotif, Motif> = {
  food: {
    // Crumbs, or sesame: dots everywhere.
    texture: ({ random, palette: { ink } }) =>
      Array.from({ length: 34 }, () =>
        circle(random() * W, random() * H * 0.8, 4 + random() * 8, faint(ink, 0.12 + random() * 0.08)),
      ).join(""),
    shapes: [
      // Two plates from above.
      ({ palette: { ink, accent } }) =>
        [
          circle(0, 20, 175, `fill="${accent}"`),
          circle(0, 20, 125, `fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="7"`),
          circle(0, 20, 62, faint(ink, 0.2)),
          circle(190, -150, 66, `fill="${accent}" stroke="${ink}" stroke-opacity="0.3" stroke-width="5"`),
        ].join(""),
      // A steaming cup on its saucer.
      ({ palette: { ink, accent } }) =>
        [
          `<ellipse cx="0" cy="150" rx="190" ry="30" ${faint(ink, 0.25)}/>`,
          `<circle cx="118" cy="40" r="46" fill="none" stroke="${accent}" stroke-width="22"/>`,
          `<path d="M-120 -40h240l-26 170a30 30 0 0 1 -30 26h-128a30 30 0 0 1 -30 -26Z" fill="${accent}"/>`,
          `<path d="M-92 0h184" stroke="${ink}" stroke-opacity="0.3" stroke-width="8"/>`,
          `<g transform="translate(0 -70)">${steam(ink)}</g>`,
        ].join(""),
    ],
  },

  fashion: {
    // Broad stripes on the bias (few edges: each one costs bytes in the file).
    texture: ({ random, palette: { ink } }) => {
      const gap = 64 + Math.round(random() * 16);
      return Array.from({ length: Math.ceil((W + 420) / gap) }, (_, i) => {
        const x = i * gap;
        return `<path d="M${x} -10l-420 ${H + 20}" stroke="${ink}" stroke-opacity="0.09" stroke-width="22"/>`;
      }).join("");
    },
    shapes: [
      // A hanger.
      ({ palette: { accent } }) =>
        `<path d="M0 -110c0 -46 66 -46 66 -4c0 26 -30 36 -66 64L-240 120h480Z" fill="none" stroke="${accent}" stroke-width="24" stroke-linejoin="round" stroke-linecap="round"/>`,
      // A T-shirt.
      ({ palette: { ink, accent } }) =>
        [
          `<path d="M-70 -170q70 46 140 0l150 78l-52 104l-62 -30v220h-252v-220l-62 30l-52 -104Z" fill="${accent}" stroke-linejoin="round"/>`,
          `<path d="M-70 -170q70 46 140 0" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="10"/>`,
          `<path d="M-126 120h252" stroke="${ink}" stroke-opacity="0.2" stroke-width="8" stroke-dasharray="18 12"/>`,
        ].join(""),
    ],
  },

  electronics: {
    // Circuit traces from the far side towards the main shape, each ending in a pad.
    texture: ({ random, palette: { ink }, focus, side }) => {
      const traces: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const y = 30 + i * 50 + random() * 16;
        const start = fromSide(side, 560 + random() * 160);
        const bend = fromSide(side, 390 + random() * 40);
        const endY = focus.y - 120 + i * 34;
        traces.push(
          `<path d="M${n(start)} ${n(y)}H${n(bend)}L${n(focus.x)} ${n(endY)}" fill="none" stroke="${ink}" stroke-opacity="0.22" stroke-width="6" stroke-linejoin="round"/>`,
          circle(start, y, 10, faint(ink, 0.3)),
        );
      }
      return traces.join("");
    },
    shapes: [
      // A chip with its pins.
      ({ palette: { ink, accent } }) => {
        const pins = [-90, -45, 0, 45, 90].flatMap((offset) => [
          `<rect x="${offset - 8}" y="-150" width="16" height="40" rx="4" ${faint(ink, 0.4)}/>`,
          `<rect x="${offset - 8}" y="110" width="16" height="40" rx="4" ${faint(ink, 0.4)}/>`,
          `<rect x="-150" y="${offset - 8}" width="40" height="16" rx="4" ${faint(ink, 0.4)}/>`,
          `<rect x="110" y="${offset - 8}" width="40" height="16" rx="4" ${faint(ink, 0.4)}/>`,
        ]);
        return [
          ...pins,
          `<rect x="-120" y="-120" width="240" height="240" rx="30" fill="${accent}"/>`,
          `<rect x="-62" y="-62" width="124" height="124" rx="14" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="9"/>`,
        ].join("");
      },
      // A phone sending out a signal.
      ({ palette: { ink, accent } }) =>
        [
          `<g transform="rotate(-12)">`,
          `<rect x="-95" y="-175" width="190" height="350" rx="30" fill="${accent}"/>`,
          `<rect x="-72" y="-140" width="144" height="250" rx="10" ${faint(ink, 0.22)}/>`,
          circle(0, 142, 11, faint(ink, 0.45)),
          `</g>`,
          ...[70, 110, 150].map(
            (r) =>
              `<path d="M${n(130 + r * 0.7)} ${n(-150 - r * 0.7)}a${r} ${r} 0 0 1 ${n(r * 0.7)} ${n(r * 0.7)}" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="10" stroke-linecap="round"/>`,
          ),
        ].join(""),
    ],
  },

  entertainment: {
    // Spotlight rays from the main shape's corner, and confetti.
    texture: ({ random, palette: { ink }, side }) => {
      const origin = { x: fromSide(side, -40), y: -40 };
      const rays = Array.from({ length: 9 }, (_, i) => {
        const from = (Math.PI / 2) * (i / 9) + (side === "right" ? Math.PI / 2 : 0);
        const to = from + Math.PI / 40;
        const point = (angle: number) =>
          `${n(origin.x + 1150 * Math.cos(angle))} ${n(origin.y + 1150 * Math.sin(angle))}`;
        return `<path d="M${origin.x} ${origin.y}L${point(from)}L${point(to)}Z" ${faint(ink, 0.09)}/>`;
      });
      const confetti = Array.from({ length: 22 }, () => {
        const x = random() * W;
        const y = random() * H * 0.7;
        return `<rect x="${n(x)}" y="${n(y)}" width="22" height="9" rx="3" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})" ${faint(ink, 0.28)}/>`;
      });
      return rays.join("") + confetti.join("");
    },
    shapes: [
      // A big star and two small ones.
      ({ random, palette: { ink, accent } }) =>
        [
          `<path d="${star(0, 10, 165, random() * 0.6 - 0.3)}" fill="${accent}"/>`,
          `<path d="${star(-190, -120, 48, random())}" ${faint(ink, 0.35)}/>`,
          `<path d="${star(180, 140, 56, random())}" ${faint(ink, 0.35)}/>`,
        ].join(""),
      // An admission ticket.
      ({ palette: { base, ink, accent } }) =>
        [
          `<g transform="rotate(-10)">`,
          `<rect x="-210" y="-110" width="420" height="220" rx="22" fill="${accent}"/>`,
          circle(-210, 0, 34, `fill="${base}"`),
          circle(210, 0, 34, `fill="${base}"`),
          `<path d="M90 -90v180" stroke="${ink}" stroke-opacity="0.4" stroke-width="8" stroke-dasharray="16 12"/>`,
          `<path d="${star(-40, 0, 62)}" ${faint(ink, 0.4)}/>`,
          `</g>`,
        ].join(""),
    ],
  },

  services: {
    // A grid of plus signs on the main shape's half.
    texture: ({ palette: { ink }, side }) => {
      const marks: string[] = [];
      for (let row = 0; row < 7; row += 1) {
        for (let col = 0; col < 9; col += 1) {
          const x = fromSide(side, 40 + col * 68 + (row % 2) * 34);
          const y = 34 + row * 68;
          marks.push(`M${x - 12} ${y}h24M${x} ${y - 12}v24`);
        }
      }
      return `<path d="${marks.join("")}" stroke="${ink}" stroke-opacity="0.18" stroke-width="6" stroke-linecap="round"/>`;
    },
    shapes: [
      // A gear.
      ({ random, palette: { ink, accent } }) => {
        const turn = random() * 36;
        const teeth = Array.from(
          { length: 10 },
          (_, i) =>
            `<rect x="-26" y="-200" width="52" height="64" rx="9" fill="${accent}" transform="rotate(${n(turn + i * 36)})"/>`,
        );
        return [
          ...teeth,
          circle(0, 0, 160, `fill="${accent}"`),
          circle(0, 0, 64, `fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="16"`),
        ].join("");
      },
      // A done badge.
      ({ palette: { ink, accent } }) =>
        [
          `<path d="${star(0, 0, 190, 0, 16, 0.86)}" fill="${accent}"/>`,
          circle(
            0,
            0,
            130,
            `fill="none" stroke="${ink}" stroke-opacity="0.3" stroke-width="6" stroke-dasharray="12 10"`,
          ),
          `<path d="M-62 4l42 44l84 -96" fill="none" stroke="${ink}" stroke-opacity="0.6" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
        ].join(""),
    ],
  },

  beauty: {
    // Soft bubbles.
    texture: ({ random, palette: { ink } }) =>
      Array.from({ length: 14 }, () =>
        circle(random() * W, random() * H * 0.75, 14 + random() * 46, faint(ink, 0.07 + random() * 0.1)),
      ).join(""),
    shapes: [
      // A flower.
      ({ random, palette: { ink, accent } }) => {
        const turn = random() * 30;
        const petals = Array.from(
          { length: 6 },
          (_, i) =>
            `<ellipse cx="0" cy="-105" rx="62" ry="112" fill="${accent}" fill-opacity="0.92" transform="rotate(${n(turn + i * 60)})"/>`,
        );
        return petals.join("") + circle(0, 0, 58, faint(ink, 0.32));
      },
      // A perfume bottle with a sparkle.
      ({ palette: { ink, accent } }) =>
        [
          `<rect x="-42" y="-190" width="84" height="64" rx="12" ${faint(ink, 0.45)}/>`,
          `<rect x="-30" y="-132" width="60" height="44" fill="${accent}" fill-opacity="0.8"/>`,
          `<rect x="-140" y="-94" width="280" height="280" rx="60" fill="${accent}"/>`,
          `<rect x="-100" y="-56" width="40" height="170" rx="20" fill="#FFFFFF" fill-opacity="0.28"/>`,
          `<path d="${star(165, -150, 50, 0, 4, 0.28)}" ${faint(ink, 0.5)}/>`,
          `<path d="${star(-175, 30, 30, 0, 4, 0.28)}" ${faint(ink, 0.4)}/>`,
        ].join(""),
    ],
  },

  retail: {
    // A souk's arcade along the top edge.
    texture: ({ random, palette: { ink } }) => {
      const width = 120 + Math.round(random() * 30);
      return Array.from({ length: Math.ceil(W / width) + 1 }, (_, i) => {
        const x = i * width - 20;
        return `<path d="M${x} -10V70a${(width - 30) / 2} ${(width - 30) / 2} 0 0 0 ${width - 30} 0V-10Z" ${faint(ink, i % 2 === 0 ? 0.08 : 0.13)}/>`;
      }).join("");
    },
    shapes: [
      // A price tag.
      ({ random, palette: { ink, accent } }) =>
        [
          `<g transform="rotate(${n(-16 + random() * 12)})">`,
          `<path d="M-170 -100h230l110 100l-110 100h-230a24 24 0 0 1 -24 -24v-152a24 24 0 0 1 24 -24Z" fill="${accent}"/>`,
          circle(70, 0, 22, faint(ink, 0.4)),
          `<path d="M-130 -30h120M-130 30h80" stroke="${ink}" stroke-opacity="0.3" stroke-width="16" stroke-linecap="round"/>`,
          `</g>`,
        ].join(""),
      // A shopping bag.
      ({ palette: { ink, accent } }) =>
        [
          `<path d="M-70 -90v-40a70 70 0 0 1 140 0v40" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="18" stroke-linecap="round"/>`,
          `<path d="M-160 -100h320l22 290h-364Z" fill="${accent}" stroke-linejoin="round"/>`,
          `<path d="M-160 -100h320l-14 40h-292Z" ${faint(ink, 0.2)}/>`,
          circle(-70, -40, 12, faint(ink, 0.45)),
          circle(70, -40, 12, faint(ink, 0.45)),
        ].join(""),
    ],
  },

  other: {
    // Dunes rising towards the main shape's side.
    texture: ({ random, palette: { ink }, side }) =>
      [0, 1, 2]
        .map((i) => {
          const y = 330 + i * 90;
          const lift = 60 + random() * 50;
          const path = `M${380 + i * 60} ${H}C${560 + i * 40} ${y - lift} ${820 + i * 30} ${y + lift / 2} ${W} ${y - 20}V${H}Z`;
          const mirror = side === "left" ? ` transform="translate(${W} 0) scale(-1 1)"` : "";
          return `<path d="${path}"${mirror} ${faint(ink, 0.08 + i * 0.04)}/>`;
        })
        .join(""),
    shapes: [
      // A low sun.
      ({ palette: { ink, accent } }) =>
        circle(0, 0, 150, `fill="${accent}"`) +
        circle(0, 0, 190, `fill="none" stroke="${ink}" stroke-opacity="0.2" stroke-width="10"`),
      // A rainbow of rings.
      ({ palette: { ink, accent } }) =>
        [210, 160, 110]
          .map(
            (r, i) =>
              `<path d="M${-r} 120a${r} ${r} 0 0 1 ${2 * r} 0" fill="none" stroke="${i === 0 ? accent : ink}" stroke-opacity="${i === 0 ? 1 : 0.3}" stroke-width="40" stroke-linecap="round"/>`,
          )
          .join(""),
    ],
  },
};

// ---- the cover ----

export interface CoverArt {
  slug: string;
  /** The brand's colour, the logo's. */
  colour: string;
  motif: CoverMotif;
}

/** The 1200 x 630 SVG of a demo brand's cover. */
export function renderCoverSvg({ slug, colour, motif }: CoverArt): string {
  const palette = coverPalette(colour);
  const random = seededRandom(slug);
  // The brand decides the layout: which side the main shape is on, which shape, where and how large.
  const side = random() < 0.5 ? "right" : "left";
  const { texture, shapes } = MOTIFS[motif];
  const shape = shapes[Math.floor(random() * shapes.length)]!;
  // No name on the cover (the card writes it beside the logo): the shape sits near the middle.
  const focus = { x: fromSide(side, 470 + random() * 90), y: 300 + random() * 30 };
  const scale = 0.85 + random() * 0.2;
  const draw: Draw = { random, palette, focus, side };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="${side === "right" ? 0 : 1}" y1="1" x2="${side === "right" ? 1 : 0}" y2="0">`,
    `<stop offset="0.3" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.deep}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    texture(draw),
    `<g transform="translate(${n(focus.x)} ${n(focus.y)}) scale(${n(scale * 100) / 100})">${shape(draw)}</g>`,
    `</svg>`,
    "",
  ].join("\n");
}

// A local ESLint rule that keeps the web app's layout mirrorable (issue 18, Arabic): one stylesheet
// serves left-to-right and right-to-left pages, so classes name the start and end of a line, never
// its left and right. It reads every string in a file (class lists live in className, cn() calls,
// cva-style maps and constants alike) and refuses Tailwind utilities that name a physical side, with
// the logical one to use instead; and, in style={{…}}, properties that do the same. A utility behind
// an rtl: or ltr: variant is deliberate (it names the direction it applies to) and passes.

const SIDE = { l: "s", r: "e" };
const CORNER = { tl: "ss", tr: "se", bl: "es", br: "ee" };
// Spacing and inset values: numbers, fractions, px, auto, full, [arbitrary] and (--variable). Plain
// words such as the "to-left" of "right-to-left" are not values, so prose passes.
const VALUE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|\[[^\]\s]+\]|\([^)\s]+\))`;
const RADIUS = String.raw`(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[[^\]\s]+\]|\([^)\s]+\))`;

/** [pattern, the logical replacement for its match] over one utility without variants. */
const RULES = [
  [
    new RegExp(`^(-?)(m|p|scroll-m|scroll-p)([lr])-(${VALUE})$`),
    (m) => `${m[1]}${m[2]}${SIDE[m[3]]}-${m[4]}`,
  ],
  [new RegExp(`^(-?)left-(${VALUE})$`), (m) => `${m[1]}start-${m[2]}`],
  [new RegExp(`^(-?)right-(${VALUE})$`), (m) => `${m[1]}end-${m[2]}`],
  [/^text-(left|right)$/, (m) => `text-${m[1] === "left" ? "start" : "end"}`],
  [new RegExp(`^rounded-([lr])(-${RADIUS})?$`), (m) => `rounded-${SIDE[m[1]]}${m[2] ?? ""}`],
  [new RegExp(`^rounded-(tl|tr|bl|br)(-${RADIUS})?$`), (m) => `rounded-${CORNER[m[1]]}${m[2] ?? ""}`],
  [/^border-([lr])(-[\w.[\]()/%#-]+)?$/, (m) => `border-${SIDE[m[1]]}${m[2] ?? ""}`],
  [/^(float|clear)-(left|right)$/, (m) => `${m[1]}-${m[2] === "left" ? "start" : "end"}`],
];

/** A class's variants and its utility: `sm:hover:ml-2` → [["sm", "hover"], "ml-2"]. */
function splitVariants(candidate) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < candidate.length; i++) {
    const char = candidate[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(candidate.slice(start, i));
      start = i + 1;
    }
  }
  return [parts, candidate.slice(start)];
}

/**
 * The logical utility to use instead of this class, or null when the class names no physical side.
 * Classes behind an rtl: or ltr: variant (or an arbitrary variant on dir=) are deliberate and pass.
 */
export function logicalReplacement(candidate) {
  const [variants, utility] = splitVariants(candidate);
  if (variants.some((variant) => /^(rtl|ltr)$|dir=/.test(variant))) return null;
  const bare = utility.replace(/^!|!$/g, "");
  for (const [pattern, replace] of RULES) {
    const match = pattern.exec(bare);
    if (match)
      return candidate.slice(0, candidate.length - utility.length) + utility.replace(bare, replace(match));
  }
  return null;
}

/** Every class in a string that names a physical side, with its replacement. */
export function physicalClasses(text) {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((candidate) => ({ candidate, logical: logicalReplacement(candidate) }))
    .filter(({ logical }) => logical !== null);
}

// style={{…}} properties and what replaces each.
const STYLE_PROPERTIES = {
  left: "insetInlineStart",
  right: "insetInlineEnd",
  marginLeft: "marginInlineStart",
  marginRight: "marginInlineEnd",
  paddingLeft: "paddingInlineStart",
  paddingRight: "paddingInlineEnd",
  borderLeft: "borderInlineStart",
  borderRight: "borderInlineEnd",
  borderLeftWidth: "borderInlineStartWidth",
  borderRightWidth: "borderInlineEndWidth",
  borderLeftColor: "borderInlineStartColor",
  borderRightColor: "borderInlineEndColor",
  borderTopLeftRadius: "borderStartStartRadius",
  borderTopRightRadius: "borderStartEndRadius",
  borderBottomLeftRadius: "borderEndStartRadius",
  borderBottomRightRadius: "borderEndEndRadius",
  scrollMarginLeft: "scrollMarginInlineStart",
  scrollMarginRight: "scrollMarginInlineEnd",
  scrollPaddingLeft: "scrollPaddingInlineStart",
  scrollPaddingRight: "scrollPaddingInlineEnd",
};
// These are logical already unless given a physical value.
const STYLE_VALUES = new Set(["textAlign", "float", "clear"]);

const keyName = (property) =>
  property.key.type === "Identifier" ? property.key.name : String(property.key.value ?? "");

/** @type {import("eslint").Rule.RuleModule} */
export const logicalDirection = {
  meta: {
    type: "problem",
    docs: { description: "Name the start and end of a line, not its left and right (right-to-left pages)." },
    messages: {
      utility:
        'Use "{{logical}}" instead of "{{physical}}": logical sides mirror in right-to-left pages. Name a physical side only behind rtl: or ltr:.',
      style:
        'Use "{{logical}}" instead of "{{physical}}" in style: logical sides mirror in right-to-left pages.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      for (const { candidate, logical } of physicalClasses(text)) {
        context.report({ node, messageId: "utility", data: { physical: candidate, logical } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      "JSXAttribute[name.name='style'] > JSXExpressionContainer > ObjectExpression > Property"(node) {
        const name = keyName(node);
        if (STYLE_PROPERTIES[name]) {
          context.report({
            node,
            messageId: "style",
            data: { physical: name, logical: STYLE_PROPERTIES[name] },
          });
        } else if (
          STYLE_VALUES.has(name) &&
          node.value.type === "Literal" &&
          (node.value.value === "left" || node.value.value === "right")
        ) {
          const logical = `${name}: "${node.value.value === "left" ? "start" : "end"}"`;
          context.report({
            node,
            messageId: "style",
            data: { physical: `${name}: "${node.value.value}"`, logical },
          });
        }
      },
    };
  },
};

// Declarations in a stylesheet that name a physical side (the web app's CSS is checked by the unit
// test beside this rule; @apply lines go through the class check above).
const CSS_PATTERNS = [
  /\b(?:margin|padding|scroll-margin|scroll-padding|border)-(?:left|right)\b[\w-]*\s*:/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
];

/**
 * Lines of a stylesheet (1-based, with their text) that name a physical side.
 * @param {string} css
 * @returns {{ line: number, text: string }[]}
 */
export function physicalCssLines(css) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  return withoutComments.split("\n").flatMap((line, index) => {
    const apply = /@apply\s+([^;]+);?/.exec(line);
    const isPhysical = apply
      ? physicalClasses(apply[1]).length > 0
      : CSS_PATTERNS.some((pattern) => pattern.test(line));
    return isPhysical ? [{ line: index + 1, text: line.trim() }] : [];
  });
}

// The build (vite/compiled-catalogs.ts) hands Lingui each plural as a select on the count's category:
// `{n, plural, one {…} other {# …}}` becomes `{n:plural, select, one {…} other {{n:number} …}}`, and
// every translation supplies `n:plural` and `n:number` for a number `n` (./plural-values.ts). Lingui's
// own plural writes `#` through an Intl number format, made even for a branch without `#`: the page's
// first one starts ICU's number data, 40-90 ms of main thread in Chrome (measured).

/** The name of a count's plural category ("one", "few", …) among a message's values. */
export const pluralCategoryOf = (name: string) => `${name}:plural`;

/** The name of a count, as the language writes it, among a message's values. */
export const writtenNumberOf = (name: string) => `${name}:number`;

export type Token = string | [name: string, type?: string, format?: unknown];

/**
 * Each plural as a select on its count's plural category, `#` as the count's written form. A plural
 * with an offset or an exact case (`=0`) stays Lingui's own.
 */
export function pluralsAsSelects(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === "string") return token;
    const [name, type, format] = token;
    if ((type !== "plural" && type !== "select") || !format || typeof format !== "object") return token;
    // Lingui's compiled plural carries `offset: undefined` when it has none.
    const cases = Object.entries(format as Record<string, unknown>).filter(
      ([, value]) => value !== undefined,
    );
    const exactOrOffset = cases.some(([key]) => key === "offset" || /^\d/.test(key));
    const asSelect = type === "plural" && !exactOrOffset;
    const rewritten = cases.map(([key, branch]) => {
      if (!Array.isArray(branch)) return [key, branch];
      const inner = pluralsAsSelects(branch as Token[]);
      return [key, asSelect ? inner.map((part) => (part === "#" ? [writtenNumberOf(name)] : part)) : inner];
    });
    return [
      asSelect ? pluralCategoryOf(name) : name,
      asSelect ? "select" : type,
      Object.fromEntries(rewritten),
    ];
  });
}

// Picks the response encoding we have precomputed (br, gzip or none) from Accept-Encoding, honouring q-values.

export type Encoding = "br" | "gzip" | "identity";

const PREFERENCE: Encoding[] = ["br", "gzip"];

function parse(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    weights.set(name.trim(), Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return weights;
}

export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return "identity";
  const weights = parse(Array.isArray(header) ? header.join(",") : header);
  const star = weights.get("*");
  let best: Encoding = "identity";
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    const q = weights.get(encoding) ?? (encoding === "gzip" ? weights.get("x-gzip") : undefined) ?? star ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

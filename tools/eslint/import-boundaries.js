// A local ESLint rule that keeps imports flowing one way between folders (STYLE.md "Layout").
// It resolves relative specifiers against the importing file and refuses those that land in a
// forbidden folder. Written here rather than taken from eslint-plugin-import-x because that plugin's
// native resolver lists platform packages the registry mirror of our CI machines does not carry,
// which leaves a lockfile `npm ci` rejects.
import path from "node:path";

const inside = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

/** @type {import("eslint").Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Forbid imports that cross a folder boundary the wrong way." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          zones: {
            type: "array",
            items: {
              type: "object",
              properties: {
                target: { type: "string" },
                from: { type: "array", items: { type: "string" } },
                except: { type: "array", items: { type: "string" } },
                message: { type: "string" },
              },
              required: ["target", "from", "message"],
              additionalProperties: false,
            },
          },
        },
        required: ["root", "zones"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const abs = (p) => path.resolve(root, p);
    const file = context.filename;
    const active = zones.filter((zone) => inside(file, abs(zone.target)));
    if (active.length === 0) return {};

    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const imported = path.resolve(path.dirname(file), source);
      for (const zone of active) {
        const forbidden = zone.from.some((from) => inside(imported, abs(from)));
        const allowed = (zone.except ?? []).some((except) => inside(imported, abs(except)));
        if (forbidden && !allowed) context.report({ node, message: zone.message });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

// A local ESLint rule that keeps imports flowing one way between folders (docs/architecture.md "Architecture
// rules").
// It resolves relative specifiers against the importing file and refuses those that land where they
// must not: a forbidden folder (zones), or another module's internals rather than its public face.
// Written here rather than taken from eslint-plugin-import-x because that plugin's native resolver
// lists platform packages the registry mirror of our CI machines does not carry, which leaves a
// lockfile `npm ci` rejects.
import path from "node:path";

export const inside = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

const zoneSchema = {
  type: "object",
  properties: {
    target: { type: "string" },
    /** Only files whose name matches this pattern (default: all files under target). */
    files: { type: "string" },
    from: { type: "array", items: { type: "string" } },
    /** Only imported files whose name matches this pattern (default: all files under from). */
    fromFiles: { type: "string" },
    except: { type: "array", items: { type: "string" } },
    /** Only imports that bring in a name matching this pattern (a namespace or side-effect import counts). */
    names: { type: "string" },
    message: { type: "string" },
  },
  required: ["target", "from", "message"],
  additionalProperties: false,
};

const modulesSchema = {
  type: "object",
  properties: {
    /** Folders whose files are checked (e.g. the server's src). */
    scope: { type: "string" },
    /** Module folders; a module may hold modules of its own (admin/offers inside admin). */
    modules: { type: "array", items: { type: "string" } },
    /** The one file others may import from a module. */
    face: { type: "string" },
    message: { type: "string" },
  },
  required: ["scope", "modules", "face", "message"],
  additionalProperties: false,
};

/** Where a relative or aliased specifier points, or null for a package. */
export function importedPath(file, specifier, root, aliases) {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  const prefix = Object.keys(aliases).find((alias) => specifier.startsWith(alias));
  return prefix === undefined ? null : path.resolve(root, aliases[prefix], specifier.slice(prefix.length));
}

/** The innermost module folder holding a file, or null. */
const moduleOf = (file, modules) =>
  modules.filter((dir) => inside(file, dir)).sort((a, b) => b.length - a.length)[0] ?? null;

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
          zones: { type: "array", items: zoneSchema },
          publicFaces: { type: "array", items: modulesSchema },
          /** Specifier prefixes that stand for a folder (package.json "imports"), e.g. "#server/". */
          aliases: { type: "object", additionalProperties: { type: "string" } },
        },
        required: ["root"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones = [], publicFaces = [], aliases = {} } = context.options[0];
    const abs = (p) => path.resolve(root, p);
    const file = context.filename;
    const named = (pattern, target) => pattern === undefined || new RegExp(pattern).test(target);
    const activeZones = zones.filter((zone) => inside(file, abs(zone.target)) && named(zone.files, file));
    const activeFaces = publicFaces
      .filter((faces) => inside(file, abs(faces.scope)))
      .map((faces) => ({ ...faces, modules: faces.modules.map(abs) }));
    if (activeZones.length === 0 && activeFaces.length === 0) return {};

    // The names an import or re-export brings in; null stands for "everything" (import * / export *).
    const namesOf = (node) => {
      const specifiers = node.specifiers ?? [];
      if (node.type === "ExportAllDeclaration" || node.type === "ImportExpression") return null;
      if (specifiers.length === 0) return null;
      if (specifiers.some((spec) => spec.type === "ImportNamespaceSpecifier")) return null;
      return specifiers.map((spec) => {
        const name = spec.type === "ImportSpecifier" ? spec.imported : spec.local;
        return spec.type === "ImportDefaultSpecifier" ? "default" : (name.name ?? name.value);
      });
    };
    const bringsIn = (pattern, statement) => {
      if (pattern === undefined) return true;
      const names = namesOf(statement);
      return names === null || names.some((name) => new RegExp(pattern).test(name));
    };

    const check = (node, source, statement = node) => {
      const imported = typeof source === "string" ? importedPath(file, source, root, aliases) : null;
      if (imported === null) return;
      for (const zone of activeZones) {
        const forbidden =
          zone.from.some((from) => inside(imported, abs(from))) &&
          named(zone.fromFiles, imported) &&
          bringsIn(zone.names, statement);
        const allowed = (zone.except ?? []).some((except) => inside(imported, abs(except)));
        if (forbidden && !allowed) context.report({ node, message: zone.message });
      }
      for (const faces of activeFaces) {
        const target = moduleOf(imported, faces.modules);
        if (target === null || target === moduleOf(file, faces.modules)) continue;
        if (imported !== path.join(target, faces.face)) {
          const name = path.relative(abs(faces.scope), target);
          context.report({ node, message: `${faces.message} (import ${name}/${faces.face})` });
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, node),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, node),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node),
      ImportExpression: (node) =>
        node.source.type === "Literal" && check(node.source, node.source.value, node),
    };
  },
};

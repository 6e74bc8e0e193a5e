// A local ESLint rule that refuses an import closing a cycle (docs/architecture.md "Architecture rules"): a
// cycle means two files can no longer be understood, tested or moved apart, and at run time one of them sees
// the other half-initialised. The graph is read from disk with TypeScript's preprocessor (fast: it only lists
// specifiers) and kept for the lint run; relative and aliased specifiers count; packages have their own
// direction enforced by import-boundaries.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { importedPath } from "./import-boundaries.js";

const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];

/** The file a relative or aliased specifier names, or null (a package, an asset, a missing file). */
export function resolveSpecifier(from, specifier, { root = "/", aliases = {} } = {}) {
  const base = importedPath(from, specifier, root, aliases);
  if (base === null) return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base.replace(/\.js$/, "") + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return (
    candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate)) ??
    null
  );
}

/** Import graph over files on disk, built as files are asked for. */
export function createImportGraph(resolution) {
  const edges = new Map();
  const importsOf = (file) => {
    let targets = edges.get(file);
    if (targets === undefined) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      targets = [
        ...new Set(
          importedFiles.map((ref) => resolveSpecifier(file, ref.fileName, resolution)).filter(Boolean),
        ),
      ];
      edges.set(file, targets);
    }
    return targets;
  };
  /** The shortest chain of imports from `start` back to `goal`, or null when there is none. */
  const pathBetween = (start, goal) => {
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift();
      if (file === goal) {
        const chain = [];
        for (let at = goal; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      for (const next of importsOf(file)) {
        if (!previous.has(next)) {
          previous.set(next, file);
          queue.push(next);
        }
      }
    }
    return null;
  };
  return { importsOf, pathBetween, forget: (file) => edges.delete(file) };
}

const graphs = new Map();
const graphFor = (resolution) => {
  const key = JSON.stringify(resolution);
  if (!graphs.has(key)) graphs.set(key, createImportGraph(resolution));
  return graphs.get(key);
};

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "Forbid imports that lead back to the importing file." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          aliases: { type: "object", additionalProperties: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const resolution = context.options[0] ?? {};
    const graph = graphFor(resolution);
    const file = context.filename;
    // The file being linted may differ from disk (an editor's unsaved buffer): read it afresh.
    graph.forget(file);
    const check = (node, source) => {
      if (typeof source !== "string") return;
      const imported = resolveSpecifier(file, source, resolution);
      if (imported === null) return;
      const chain = imported === file ? [file] : graph.pathBetween(imported, file);
      if (chain === null) return;
      const shown = [file, ...chain].map((each) => path.relative(context.cwd, each)).join(" → ");
      context.report({ node, message: `Import cycle: ${shown}. Move what both need into a third file.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

// Bundles the server into dist/main.js. Dependencies stay external (installed in node_modules) except
// the workspace contracts package, which is TypeScript source and must be compiled in.
import { readFileSync } from "node:fs";
import { stdout } from "node:process";
import { URL } from "node:url";
import { build } from "esbuild";

const here = new URL(".", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", here), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== "@studentperks/contracts");

await build({
  entryPoints: [new URL("src/main.ts", here).pathname],
  outfile: new URL("dist/main.js", here).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  // The oldest Node the dependencies support (engines, .nvmrc); the output is the same for node20, so
  // machines still on Node 20 run it too.
  target: "node22.19",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Lets any CommonJS code that ends up bundled call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
stdout.write("apps/server/dist/main.js built\n");

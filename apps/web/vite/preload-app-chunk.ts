// The entry (src/main.tsx) imports the app (src/start-app.tsx) dynamically, so that the two run in
// separate tasks; left to itself the shell would fetch the app only once the entry had run. This
// names the app's chunk and the chunks it imports as module preloads of the shell (dependencies
// first, the order runChunksInSlices runs them in), fetched alongside the entry.
import type { Plugin } from "vite";

export const APP_MODULE = "src/start-app.tsx";

export function preloadAppChunk(): Plugin {
  return {
    name: "studentperks:preload-app-chunk",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === "chunk" ? [[output.fileName, output]] : [],
          ),
        );
        const app = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(APP_MODULE));
        if (!app) throw new Error(`The client build has no chunk for ${APP_MODULE}.`);
        const files: string[] = [];
        const visit = (file: string) => {
          if (files.includes(file) || html.includes(`/${file}"`)) return;
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
          files.push(file);
        };
        visit(app.fileName);
        const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace(/\s*<\/head>/, (end) => ["", ...tags].join("\n    ") + end);
      },
    },
  };
}

// How the browser's build splits the code the app starts with (src/main.tsx runs them in turn): React
// in one chunk, the app's own start-up code (everything src/start-app.tsx imports statically) in
// another. Left to the bundler, the modules the app shares with the lazy pages would each become a
// small chunk of its own: a dozen more requests and about 4 KB more to download.
import type { Rolldown } from "vite";

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export function appChunkGroups(appModule: string): CodeSplittingGroup[] {
  let appGraph: Set<string> | undefined;
  return [
    // Vite's helper for dynamic imports serves the entry too: in the app's chunk (where a group puts
    // what its modules import), it would make the entry import, and run, the whole app at once.
    { name: "preload-helper", test: /^\0vite\/preload-helper/, priority: 3 },
    { name: "react", test: REACT, priority: 2 },
    {
      name: (id, context) => {
        appGraph ??= staticImports(appModule, (module) => context.getModuleInfo(module)?.importedIds ?? []);
        // The app module itself stays its chunk's facade, which the entry imports by name.
        return id !== appModule && appGraph.has(id) ? "app" : null;
      },
      priority: 1,
    },
  ];
}

/** The module and every module it imports statically, directly or not (React left out). */
export function staticImports(module: string, importsOf: (module: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || REACT.test(id)) return;
    found.add(id);
    importsOf(id).forEach(visit);
  };
  visit(module);
  return found;
}

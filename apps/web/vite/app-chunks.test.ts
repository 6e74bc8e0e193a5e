import { describe, expect, it } from "vitest";
import { staticImports } from "./app-chunks.ts";

const graph: Record<string, string[]> = {
  "/web/src/start-app.tsx": ["/web/src/app/app.tsx", "/web/node_modules/react-dom/client.js"],
  "/web/src/app/app.tsx": ["/web/src/lib/i18n.ts", "/web/node_modules/react/index.js"],
  "/web/src/lib/i18n.ts": ["/web/src/app/app.tsx"],
  "/web/node_modules/react-dom/client.js": ["/web/node_modules/scheduler/index.js"],
  "/web/src/pages/login-page.tsx": ["/web/src/lib/i18n.ts"],
};

describe("the app's start-up chunk", () => {
  it("holds the app module and everything it imports statically, through cycles, but not React", () => {
    const found = staticImports("/web/src/start-app.tsx", (id) => graph[id] ?? []);
    expect([...found].sort()).toEqual([
      "/web/src/app/app.tsx",
      "/web/src/lib/i18n.ts",
      "/web/src/start-app.tsx",
    ]);
  });
});

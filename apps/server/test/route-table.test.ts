// The route table (packages/contracts/src/routes) and the app agree (issue 33): every /api route the
// app registers is declared there, at the same method and full path, and every declaration is served.
// Read from the app itself, so a route added with app.get/post, or a declaration nobody serves, fails.
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes, type RouteKey } from "@studentperks/contracts/routes";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

const registered: RouteOptions[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => registered.push(route) });
});
afterAll(() => t.close());

/** "METHOD /api/path" of each /api route, without the API description's own and HEAD twins. */
function apiKeys(list: Pick<RouteOptions, "method" | "url">[]): string[] {
  return list
    .filter(
      ({ url }) => url.startsWith("/api/") && url !== "/api/openapi.json" && !/^\/api\/docs(\/|$)/.test(url),
    )
    .flatMap(({ method, url }) =>
      [method]
        .flat()
        .filter((m) => m !== "HEAD")
        .map((m) => `${m} ${url}`),
    )
    .sort();
}

describe("the route table", () => {
  it("is exactly the set of /api routes the app registers", () => {
    const declared = (Object.keys(routes) as RouteKey[]).sort();
    expect(declared.length).toBeGreaterThan(60);
    expect(apiKeys(registered)).toEqual(declared);
  });

  it("gives each registered route its declaration's schema", () => {
    const mismatched = registered
      .flatMap((route) => [route.method].flat().map((method) => ({ route, key: `${method} ${route.url}` })))
      .filter(({ key }) => key in routes)
      .filter(({ route, key }) => {
        const declaration = routes[key as RouteKey];
        const schema = route.schema as { summary?: string; body?: unknown; querystring?: unknown };
        return (
          schema.summary !== declaration.summary ||
          schema.body !== ("body" in declaration ? declaration.body : undefined) ||
          schema.querystring !== ("query" in declaration ? declaration.query : undefined)
        );
      })
      .map(({ key }) => key);
    expect(mismatched).toEqual([]);
  });

  it("would see a route registered outside it", () => {
    expect(apiKeys([...registered, { method: "POST", url: "/api/not/declared" }])).toContain(
      "POST /api/not/declared",
    );
    expect(Object.keys(routes)).not.toContain("POST /api/not/declared");
  });
});

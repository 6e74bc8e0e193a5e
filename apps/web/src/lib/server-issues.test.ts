import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { applyServerIssues, serverIssues } from "./server-issues.ts";

const refused = (issues: unknown) =>
  new ApiError(400, "Bad Request", { message: "Brand name is required", issues });

describe("serverIssues", () => {
  it("reads the field issues of a 400 answer, skipping malformed ones", () => {
    const error = refused([
      { path: "brandName", message: "Brand name is required" },
      { path: 3, message: "not a path" },
      null,
    ]);
    expect(serverIssues(error)).toEqual([{ path: "brandName", message: "Brand name is required" }]);
  });

  it("finds none in other errors", () => {
    expect(serverIssues(new ApiError(429, "Too Many Requests", { message: "Slow down" }))).toEqual([]);
    expect(serverIssues(new TypeError("Network request failed"))).toEqual([]);
    expect(serverIssues(refused("brandName"))).toEqual([]);
  });
});

describe("applyServerIssues", () => {
  it("marks each known field once, with its first message, and ignores unknown paths", () => {
    const marked: [string, string][] = [];
    const count = applyServerIssues(
      refused([
        { path: "email", message: "Please enter a valid email address" },
        { path: "email", message: "second message" },
        { path: "source", message: "Invalid input" },
      ]),
      (path) => (path === "email" ? "email" : undefined),
      (field, message) => marked.push([field, message]),
    );
    expect(count).toBe(1);
    expect(marked).toEqual([["email", "Please enter a valid email address"]]);
  });
});

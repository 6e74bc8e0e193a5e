import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { fillRich } from "./rich.tsx";

const parts = (node: ReturnType<typeof fillRich>) =>
  (node as ReactElement<{ children: unknown }>[]).map((fragment) => fragment.props.children);

describe("fillRich", () => {
  it("puts each element where its placeholder is, keeping the text around it", () => {
    const link = <a href="mailto:help@example.com">help@example.com</a>;
    expect(parts(fillRich("Write to {email} from {email}.", { email: link }))).toEqual([
      "Write to ",
      link,
      " from ",
      link,
      ".",
    ]);
  });

  it("leaves unknown placeholders and plain text as written", () => {
    expect(parts(fillRich("Hello {name}", {})).join("")).toBe("Hello {name}");
    expect(parts(fillRich("No placeholders", { name: "x" }))).toEqual(["No placeholders"]);
  });
});

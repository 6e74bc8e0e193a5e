import { describe, expect, it } from "vitest";
import { initialsOf, renderLogoSvg, textColourFor } from "./logo-svg.ts";

describe("logo wordmarks", () => {
  it("picks a readable text colour for light and dark backgrounds", () => {
    expect(textColourFor("#14213D")).toBe("#FFFFFF");
    expect(textColourFor("#FFB703")).toBe("#111111");
    expect(textColourFor("#4CC9F0")).toBe("#111111");
  });

  it("derives initials from brand names", () => {
    expect(initialsOf("Souk Lane")).toBe("SL");
    expect(initialsOf("Dune & Dhow Home")).toBe("DD");
    expect(initialsOf("PixelPort")).toBe("PI");
  });

  it("renders a sized SVG named by its escaped title, with the initials and no micro-text", () => {
    const svg = renderLogoSvg("Oud & Amber Perfumery", "#7F4F24");
    expect(svg).toContain('width="160" height="160"');
    expect(svg).toContain('<title id="t">Oud &amp; Amber Perfumery logo</title>');
    expect(svg).not.toContain("Oud & Amber");
    expect([...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])).toEqual(["OA"]);
  });
});

import { describe, expect, it } from "vitest";
import { layLogoWordmark, logoWeightFor, renderLogoSvg, textColourFor } from "./logo-svg.ts";

describe("logo wordmarks", () => {
  it("picks a readable text colour for light and dark backgrounds", () => {
    expect(textColourFor("#14213D")).toBe("#FFFFFF");
    expect(textColourFor("#FFB703")).toBe("#111111");
    expect(textColourFor("#4CC9F0")).toBe("#111111");
  });

  it("sets a short name on one line, a longer one on two or three, large enough to read at 56 px", () => {
    expect(layLogoWordmark("Nova").lines).toEqual(["Nova"]);
    expect(layLogoWordmark("Karak House").lines).toEqual(["Karak", "House"]);
    expect(layLogoWordmark("Oud & Amber Perfumery").lines.length).toBeGreaterThanOrEqual(2);
    // 22 of 160 units is 8 px at 56 px; no name is cut short.
    for (const name of ["Roundabout Driving School", "Festival Lights Tickets", "Majlis Language Lab"]) {
      expect(layLogoWordmark(name).size, name).toBeGreaterThanOrEqual(22);
      expect(layLogoWordmark(name).lines.join(" "), name).toBe(name);
    }
    expect(layLogoWordmark("Karak House").size).toBeGreaterThanOrEqual(36);
  });

  it("sets beauty and fashion names light, the rest bold", () => {
    expect(logoWeightFor("beauty")).toBe(400);
    expect(logoWeightFor("fashion")).toBe(400);
    expect(logoWeightFor("food")).toBe(700);
  });

  it("renders a sized SVG named by its escaped title, the whole name drawn as paths, not initials", () => {
    const svg = renderLogoSvg("Oud & Amber Perfumery", "#7F4F24");
    expect(svg).toContain('width="160" height="160"');
    expect(svg).toContain('<title id="t">Oud &amp; Amber Perfumery logo</title>');
    expect(svg).toContain('fill="#7F4F24"');
    // No <text>: an <img> would draw it in whatever font the machine has.
    expect(svg).not.toMatch(/<text\b/);
    expect([...svg.matchAll(/<path d="[^"]{200,}" fill="#FFFFFF"\/>/g)]).toHaveLength(3);
    expect(svg).not.toMatch(/NaN|undefined/);
  });
});

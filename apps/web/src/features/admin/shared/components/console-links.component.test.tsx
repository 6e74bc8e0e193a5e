import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "#web/test/render.tsx";
import { BackLink, ExternalLink } from "./console-links.tsx";

describe("the console's links", () => {
  it("names the way back by its words alone: the arrow is drawn, not read", () => {
    renderWithProviders(<BackLink to="/admin/proposals">All proposals</BackLink>);
    const back = screen.getByRole("link", { name: "All proposals" });
    expect(back).toHaveAttribute("href", "/admin/proposals");
    expect(back).toHaveTextContent("←All proposals");
    expect(screen.getByText("←")).toHaveAttribute("aria-hidden", "true");
  });

  it("opens a merchant's address in a new tab that cannot reach back, left to right", () => {
    renderWithProviders(<ExternalLink href="https://beans.example/students" />);
    const link = screen.getByRole("link", { name: "https://beans.example/students" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAttribute("dir", "ltr");
  });
});

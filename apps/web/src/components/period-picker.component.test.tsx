import { useLocation } from "react-router";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lastDays } from "@studentperks/contracts/admin/insights";
import { renderWithProviders } from "#web/test/render.tsx";
import { PeriodPicker } from "./period-picker.tsx";

const text = {
  quickChoices: "Period",
  lastDays: (days: number) => `Last ${days} days`,
  customPeriod: "Choose a period",
  from: "From",
  to: "To",
  apply: "Show",
};

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

describe("PeriodPicker", () => {
  it("links each quick choice with the rest of the address kept, the current one marked", () => {
    const period = lastDays(30);
    renderWithProviders(<PeriodPicker period={period} text={text} />, {
      route: `/results?offer=7&from=${period.from}&to=${period.to}`,
    });
    const week = lastDays(7);
    expect(screen.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
      "href",
      `/results?offer=7&from=${week.from}&to=${week.to}`,
    );
    expect(screen.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Last 90 days" })).not.toHaveAttribute("aria-current");
  });

  it("puts a custom period in the address, and refuses one that ends before it starts", async () => {
    const { user } = renderWithProviders(
      <>
        <PeriodPicker period={{ from: "2026-11-01", to: "2026-11-10" }} text={text} />
        <Where />
      </>,
      { route: "/results?offer=7" },
    );
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-11-12");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText(/before|after/i)).toBeVisible();
    expect(screen.getByLabelText("From")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("?offer=7");

    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-11-05");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("?offer=7&from=2026-11-05&to=2026-11-10")).toBeInTheDocument();
  });
});

// The console's form for a brand's record (issue 37): labelled fields filled from the record, every
// field sent on Save (empty ones clear), the contracts' rules checked before sending, and the server's
// refusals shown next to the fields they are about.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { AdminBrand, BrandInput } from "@studentperks/contracts/admin/brands";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { BrandRecordForm } from "./brand-record-form.tsx";

const brand: AdminBrand = {
  key: "e2e beans",
  name: "E2E Beans",
  slug: "e2e-beans",
  liveOffers: 1,
  offers: 2,
  logoUrl: "/uploads/logos/beans.webp",
  websiteUrl: null,
  description: "Coffee for students.",
  descriptionAr: null,
  colour: null,
};

/** Answers each save with `answer` (by default the record as sent); `sent` collects the bodies. */
function serveSave(answer?: (body: BrandInput) => Response) {
  const sent: BrandInput[] = [];
  apiServer.use(
    http.put("/api/admin/brands/e2e-beans", async ({ request }) => {
      const body = (await request.json()) as BrandInput;
      sent.push(body);
      if (answer) return answer(body);
      return HttpResponse.json({
        ...brand,
        ...body,
        logoUrl: body.logoUrl || null,
        websiteUrl: body.websiteUrl || null,
        description: body.description || null,
        descriptionAr: body.descriptionAr || null,
        colour: body.colour?.toLowerCase() || null,
      });
    }),
  );
  return sent;
}

const field = (name: string) => screen.getByRole("textbox", { name });

describe("a brand's record in the console", () => {
  it("shows the record in labelled fields and saves every one of them, by keyboard", async () => {
    const sent = serveSave();
    const { user } = renderWithProviders(<BrandRecordForm brand={brand} />);

    expect(field("Name")).toHaveValue("E2E Beans");
    expect(field("Page address (slug)")).toHaveValue("e2e-beans");
    expect(field("Logo URL")).toHaveValue("/uploads/logos/beans.webp");
    expect(field("Description (English)")).toHaveValue("Coffee for students.");
    const arabic = field("Description (Arabic)");
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(arabic).toHaveAttribute("lang", "ar");

    await user.clear(field("Name"));
    await user.type(field("Name"), "E2E Beans Roasters");
    await user.clear(field("Logo URL"));
    await user.type(field("Website URL"), "https://beans.example");
    await user.type(arabic, "قهوة للطلاب.");
    await user.type(field("Colour"), "#1A6B4F");
    const swatch = screen.getByRole("img", { name: "The colour a drawn cover gets" });
    expect(swatch).toHaveStyle({ backgroundColor: "#1a6b4f" });
    // Not hidden under the hatching an empty field shows.
    expect(swatch.className).not.toMatch(/gradient/);
    // Enter in a one-line field saves, as in every console form.
    await user.click(field("Website URL"));
    await user.keyboard("{Enter}");

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      slug: "e2e-beans",
      name: "E2E Beans Roasters",
      logoUrl: "",
      websiteUrl: "https://beans.example",
      description: "Coffee for students.",
      descriptionAr: "قهوة للطلاب.",
      colour: "#1A6B4F",
    });
    // The form now holds the record as saved.
    await waitFor(() => expect(field("Colour")).toHaveValue("#1a6b4f"));
  });

  it("sets the colour from the browser's picker", async () => {
    serveSave();
    renderWithProviders(<BrandRecordForm brand={brand} />);
    fireEvent.change(screen.getByLabelText("Pick the colour"), { target: { value: "#aa3300" } });
    expect(field("Colour")).toHaveValue("#aa3300");
  });

  it("checks the fields before sending: each message next to its field, the first one focused", async () => {
    const sent = serveSave();
    const { user } = renderWithProviders(<BrandRecordForm brand={brand} />);
    await user.clear(field("Name"));
    await user.type(field("Colour"), "green");
    await user.type(field("Website URL"), "not a site");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(field("Name")).toHaveFocus());
    expect(field("Name")).toHaveAccessibleDescription(/Brand name is required/);
    expect(field("Website URL")).toHaveAccessibleDescription("Please enter a valid website URL");
    expect(field("Colour")).toHaveAccessibleDescription(
      /A colour is # followed by six hexadecimal digits, such as #1a6b4f\.$/,
    );
    expect(field("Colour")).toBeInvalid();
    expect(sent).toEqual([]);
  });

  it("puts the server's refusals next to their fields: a rule (400) and another brand's name (409)", async () => {
    let answer = (): Response =>
      HttpResponse.json(
        {
          message: "Invalid request",
          code: "INVALID_FIELDS",
          issues: [{ path: "logoUrl", message: "Please upload the logo, or give its path on this site" }],
        },
        { status: 400 },
      );
    serveSave(() => answer());
    const { user } = renderWithProviders(<BrandRecordForm brand={brand} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(field("Logo URL")).toHaveAccessibleDescription(
        /Please upload the logo, or give its path on this site$/,
      ),
    );
    expect(field("Logo URL")).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the fields marked above.");

    answer = () =>
      HttpResponse.json(
        { message: "Another brand is already called E2E Mocha.", code: "NAME_TAKEN" },
        { status: 409 },
      );
    await user.clear(field("Name"));
    await user.type(field("Name"), "E2E Mocha");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(field("Name")).toHaveAccessibleDescription(/Another brand is already called E2E Mocha\.$/),
    );
    expect(field("Name")).toHaveFocus();
  });
});

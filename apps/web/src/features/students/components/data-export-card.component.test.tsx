import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer } from "#web/test/api-server.ts";
import { getToasts } from "#web/lib/toast.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { DataExportCard } from "./data-export-card.tsx";

/** POST /api/students/export answered as the server does; `sent` collects the bodies. */
function serveExport(answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post("/api/students/export", async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const passwordField = () => screen.getByLabelText("Current Password", { selector: "input" });

async function openAndType(password: string) {
  const rendered = renderWithProviders(<DataExportCard email="layla@example.ae" />);
  const { user } = rendered;
  await user.click(screen.getByRole("button", { name: "Download my data" }));
  // Opening the form puts the cursor in the password field; Enter sends it.
  expect(passwordField()).toHaveFocus();
  await user.keyboard(`${password}{Enter}`);
  return rendered;
}

describe("Download my data", () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:zip");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's refusal under the field, which keeps the focus and what was typed", async () => {
    serveExport(() =>
      HttpResponse.json(
        { message: "Your current password is incorrect.", code: "WRONG_PASSWORD" },
        { status: 400 },
      ),
    );
    await openAndType("Wrong-Password-1");

    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(/Your current password is incorrect\./),
    );
    expect(passwordField()).toHaveAttribute("aria-invalid", "true");
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveValue("Wrong-Password-1");
    expect(saved).toEqual([]);
  });

  it("asks for the password without calling the server when it is empty", async () => {
    const sent = serveExport(() => new HttpResponse(null, { status: 500 }));
    await openAndType("");
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(/Please enter your current password/),
    );
    expect(sent).toEqual([]);
  });

  it("saves the ZIP under the server's name, then closes and hands the focus back", async () => {
    const sent = serveExport(
      () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          headers: {
            "content-type": "application/zip",
            "content-disposition": 'attachment; filename="studentperks-data-2026-05-01.zip"',
          },
        }),
    );
    await openAndType("Falcon-Dunes-2026");

    const toggle = screen.getByRole("button", { name: "Download my data" });
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(saved).toEqual(["studentperks-data-2026-05-01.zip"]);
    expect(sent).toEqual([{ currentPassword: "Falcon-Dunes-2026" }]);
    expect(getToasts()).toContainEqual(
      expect.objectContaining({
        description: "Look for studentperks-data-2026-05-01.zip in your downloads.",
      }),
    );
  });
});

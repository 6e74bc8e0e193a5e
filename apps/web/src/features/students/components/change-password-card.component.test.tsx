import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { ChangePasswordCard } from "./change-password-card.tsx";

/** POST /api/students/change-password answered as the server does; `sent` collects the bodies. */
function serveChangePassword(answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post("/api/students/change-password", async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

async function openAndFill(current: string, next: string, confirm: string) {
  const rendered = renderWithProviders(<ChangePasswordCard email="layla@example.ae" />);
  const { user } = rendered;
  await user.click(screen.getByRole("button", { name: "Change Password" }));
  // Opening the form puts the cursor in its first field.
  expect(field("Current Password")).toHaveFocus();
  await user.keyboard(current);
  await user.type(field("New Password"), next);
  await user.type(field("Confirm New Password"), confirm);
  return rendered;
}

describe("a form with an inline failure (Change Password)", () => {
  it("says a broken rule beside the button, which it describes, without calling the server", async () => {
    const sent = serveChangePassword(() => HttpResponse.json({ message: "Password changed." }));
    const { user } = await openAndFill("Old-Password-1", "New-Password-1", "New-Password-2");

    await user.keyboard("{Enter}");

    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("New password and confirmation do not match.");
    expect(screen.getByRole("button", { name: "Update Password" })).toHaveAccessibleDescription(
      "New password and confirmation do not match.",
    );
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal inline and keeps what was typed", async () => {
    serveChangePassword(() =>
      HttpResponse.json(
        { message: "Your current password is incorrect.", code: "WRONG_PASSWORD" },
        { status: 400 },
      ),
    );
    const { user } = await openAndFill("Wrong-Password-1", "New-Password-1", "New-Password-1");

    await user.click(screen.getByRole("button", { name: "Update Password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your current password is incorrect.");
    expect(field("Current Password")).toHaveValue("Wrong-Password-1");
  });

  it("sends the passwords, then closes and hands the focus back to the button", async () => {
    const sent = serveChangePassword(() => HttpResponse.json({ message: "Password changed." }));
    const { user } = await openAndFill("Old-Password-1", "New-Password-1", "New-Password-1");

    await user.click(screen.getByRole("button", { name: "Update Password" }));

    const toggle = screen.getByRole("button", { name: "Change Password" });
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("Current Password")).not.toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: "Old-Password-1", newPassword: "New-Password-1" }]);
  });
});

import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { apiServer } from "#web/test/api-server.ts";
import { onSessionEnded, isQuietEnd } from "#web/lib/session-ended.ts";
import { getToasts } from "#web/lib/toast.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { DeleteAccountCard } from "./delete-account-card.tsx";

const EMAIL = "layla@example.ae";

/** POST /api/students/delete-account answered as the server does; `sent` collects the bodies. */
function serveDeletion(answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post("/api/students/delete-account", async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const passwordField = () => screen.getByLabelText("Current Password", { selector: "input" });
const confirmationField = () => screen.getByLabelText("Type your e-mail address to confirm");

async function openAndType(password: string, confirmation: string) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DeleteAccountCard email={EMAIL} />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: "/dashboard" },
  );
  const { user } = rendered;
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  expect(passwordField()).toHaveFocus();
  if (password) await user.type(passwordField(), password);
  if (confirmation) await user.type(confirmationField(), confirmation);
  await user.click(screen.getByRole("button", { name: "Delete my account for good" }));
  return rendered;
}

describe("Delete my account", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("says what is erased and what is kept, and asks for both fields before calling", async () => {
    const sent = serveDeletion(() => new HttpResponse(null, { status: 500 }));
    await openAndType("", "");
    expect(screen.getByText(/Erased: your name, e-mail, phone/)).toBeInTheDocument();
    await waitFor(() =>
      expect(confirmationField()).toHaveAccessibleDescription(/Please type your account's e-mail address/),
    );
    expect(passwordField()).toHaveAccessibleDescription(/Please enter your current password/);
    expect(sent).toEqual([]);
  });

  it("puts a wrong confirmation under its own field", async () => {
    serveDeletion(() =>
      HttpResponse.json(
        {
          message: "This is not your account's e-mail address.",
          code: "CONFIRMATION_MISMATCH",
          issues: [{ path: "confirmation", message: "This is not your account's e-mail address." }],
        },
        { status: 400 },
      ),
    );
    await openAndType("Falcon-Dunes-2026", "other@example.ae");
    await waitFor(() =>
      expect(confirmationField()).toHaveAccessibleDescription(/This is not your account's e-mail address\./),
    );
    expect(confirmationField()).toHaveFocus();
    expect(screen.queryByText("Home page")).toBeNull();
  });

  it("puts a wrong password under the password", async () => {
    serveDeletion(() =>
      HttpResponse.json(
        { message: "Your current password is incorrect.", code: "WRONG_PASSWORD" },
        { status: 400 },
      ),
    );
    await openAndType("Wrong-Password-1", EMAIL);
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(/Your current password is incorrect\./),
    );
  });

  it("signs the page out quietly and lands on the home page with a toast", async () => {
    const ends: boolean[] = [];
    stop = onSessionEnded((event) => ends.push(isQuietEnd(event)));
    const sent = serveDeletion(() => HttpResponse.json({ message: "Your account has been deleted." }));
    await openAndType("Falcon-Dunes-2026", EMAIL);
    await screen.findByText("Home page");
    expect(sent).toEqual([{ currentPassword: "Falcon-Dunes-2026", confirmation: EMAIL }]);
    expect(ends).toEqual([true]);
    expect(getToasts()).toContainEqual(expect.objectContaining({ title: "Your account was deleted" }));
  });
});

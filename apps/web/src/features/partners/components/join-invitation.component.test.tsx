import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { User } from "@studentperks/contracts/auth";
import type { InvitationPreview, PartnerMe } from "@studentperks/contracts/partners";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { JoinInvitation } from "./join-invitation.tsx";

const TOKEN = "tok_abc-123";

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  brandName: "E2E Karak House",
  email: "owner@karak.example",
  role: "owner",
  accountExists: false,
  ...overrides,
});

const me: PartnerMe = {
  brands: [{ brandId: 7, name: "E2E Karak House", slug: "karak-house", logoUrl: null, role: "owner" }],
  current: { brandId: 7, name: "E2E Karak House", slug: "karak-house", logoUrl: null, role: "owner" },
};

const signedIn: User = {
  id: "7c1e6f1e-0000-4000-8000-000000000001",
  firstName: "Sara",
  lastName: "Ali",
  email: "owner@karak.example",
  phone: null,
  role: "student",
  locale: "en",
  emailMarketing: false,
  whatsappMarketing: false,
  verification: null,
};

function serve(answer: InvitationPreview | { status: number; message: string; code: string }) {
  const accepted: unknown[] = [];
  apiServer.use(
    http.get(`/api/partner-invitations/${TOKEN}`, () =>
      "status" in answer
        ? HttpResponse.json({ message: answer.message, code: answer.code }, { status: answer.status })
        : HttpResponse.json(answer),
    ),
    http.post(`/api/partner-invitations/${TOKEN}/accept`, async ({ request }) => {
      accepted.push(await request.json());
      return HttpResponse.json(me);
    }),
    http.get("/api/auth/user", () => HttpResponse.json({ user: signedIn })),
  );
  return accepted;
}

function renderJoin(user: User | null, hash = `#${TOKEN}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/partners/join" element={<JoinInvitation user={user} isUserLoading={false} />} />
      <Route path="/partners" element={<p>Portal reached</p>} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: `/partners/join${hash}` },
  );
}

describe("the invitation page", () => {
  it("shows the brand, address and role, and makes the partner account with the sign-up's rules", async () => {
    const accepted = serve(preview());
    const { user } = renderJoin(null);

    expect(
      await screen.findByRole("heading", { name: "Join E2E Karak House on StudentPerks" }),
    ).toBeVisible();
    expect(screen.getByText("owner@karak.example")).toBeVisible();
    expect(screen.getByText("Owner")).toBeVisible();

    await user.type(screen.getByLabelText("First Name"), "Sara");
    await user.type(screen.getByLabelText("Last Name"), "Ali");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Confirm Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account and join" }));
    // The sign-up's own password message, on the field; nothing sent.
    expect(await screen.findByText("Password must be at least 8 characters")).toBeVisible();
    expect(accepted).toEqual([]);

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "a long password 1");
    await user.clear(screen.getByLabelText("Confirm Password"));
    await user.type(screen.getByLabelText("Confirm Password"), "a long password 1");
    await user.click(screen.getByRole("button", { name: "Create account and join" }));

    expect(await screen.findByText("Portal reached")).toBeVisible();
    expect(accepted).toEqual([{ firstName: "Sara", lastName: "Ali", password: "a long password 1" }]);
  });

  it("asks someone whose address has an account to log in, and comes back to this link after", async () => {
    serve(preview({ accountExists: true }));
    const { user } = renderJoin(null);

    const logIn = await screen.findByRole("link", { name: "Log in to join" });
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    await user.click(logIn);
    expect(await screen.findByText("Login page")).toBeVisible();
    const stored = JSON.parse(sessionStorage.getItem("studentperks.returnTo") ?? "{}") as { path?: string };
    expect(stored.path).toBe(`/partners/join#${TOKEN}`);
  });

  it("lets a signed-in account join with one button and an empty body", async () => {
    const accepted = serve(preview({ role: "editor" }));
    const { user } = renderJoin(signedIn);

    await user.click(await screen.findByRole("button", { name: "Join E2E Karak House" }));
    expect(await screen.findByText("Portal reached")).toBeVisible();
    expect(accepted).toEqual([{}]);
  });

  it("says the server's reason for a link that is used, expired or revoked", async () => {
    serve({ status: 410, message: "This invitation has expired.", code: "INVITATION_GONE" });
    renderJoin(null);

    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation has expired.");
    expect(screen.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says a link without its token is incomplete, and asks nothing of the server", async () => {
    renderJoin(null, "");
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("This invitation link is incomplete."),
    );
  });
});

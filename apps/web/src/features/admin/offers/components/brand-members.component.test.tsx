import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Invitation, Members } from "@studentperks/contracts/partners";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { BrandMembers } from "./brand-members.tsx";

const pending: Invitation = {
  id: 5,
  email: "sara@beans.example",
  role: "viewer",
  status: "pending",
  createdAt: "2026-11-27T09:00:00.000Z",
  expiresAt: "2026-12-04T09:00:00.000Z",
};

/** The brand's members as the server keeps them; `calls` collects the writes. */
function serveMembers(initial: Members, { refuseInvite = false } = {}) {
  let current = initial;
  const calls: Array<{ call: string; body?: unknown }> = [];
  apiServer.use(
    http.get("/api/admin/brands/e2e-beans/members", () => HttpResponse.json(current)),
    http.post("/api/admin/brands/e2e-beans/invitations", async ({ request }) => {
      const body = (await request.json()) as { email: string; role: Invitation["role"] };
      calls.push({ call: "invite", body });
      if (refuseInvite) {
        return HttpResponse.json(
          { message: "This address already belongs to a member of the brand.", code: "CONFLICT" },
          { status: 409 },
        );
      }
      const invitation: Invitation = { ...pending, id: 6, email: body.email, role: body.role };
      current = { ...current, invitations: [invitation, ...current.invitations] };
      return HttpResponse.json(invitation, { status: 201 });
    }),
    http.post("/api/admin/brands/e2e-beans/invitations/:id/resend", ({ params }) => {
      calls.push({ call: `resend ${String(params.id)}` });
      return HttpResponse.json(pending);
    }),
    http.delete("/api/admin/brands/e2e-beans/invitations/:id", ({ params }) => {
      calls.push({ call: `revoke ${String(params.id)}` });
      const revoked: Invitation = { ...pending, status: "revoked" };
      current = { ...current, invitations: [revoked] };
      return HttpResponse.json(revoked);
    }),
  );
  return calls;
}

const members: Members = {
  members: [
    {
      userId: "8f6c1a4e-8d0f-4a55-9d49-2f0b3b1c7e21",
      name: "Mona Saleh",
      email: "mona@beans.example",
      role: "owner",
      since: "2026-11-20T10:00:00.000Z",
    },
  ],
  invitations: [pending],
};

describe("a brand's members in the console", () => {
  it("lists members and invitations with their roles, status and dates", async () => {
    serveMembers(members);
    renderWithProviders(<BrandMembers slug="e2e-beans" brandName="E2E Beans" />);

    const memberTable = await screen.findByRole("table", { name: "Members (1)" });
    const [, mona] = within(memberTable).getAllByRole("row");
    expect(
      within(mona!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Mona Saleh", "mona@beans.example", "Owner", "20 Nov 2026"]);

    const invitations = screen.getByRole("table", { name: "Invitations (1)" });
    const [, sara] = within(invitations).getAllByRole("row");
    expect(within(sara!).getByText("Viewer")).toBeInTheDocument();
    expect(within(sara!).getByText("Pending")).toBeInTheDocument();
    expect(within(sara!).getByText(/^Sent 27 Nov 2026/)).toBeInTheDocument();
    expect(within(sara!).getByText(/^Link works until 4 Dec 2026/)).toBeInTheDocument();
  });

  it("checks the invite form, sends the e-mail and role, and lists the new invitation", async () => {
    const calls = serveMembers({ members: [], invitations: [] });
    const { user } = renderWithProviders(<BrandMembers slug="e2e-beans" brandName="E2E Beans" />);

    expect(await screen.findByText("No one has joined this brand yet.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Invite someone" });
    const email = within(form).getByRole("textbox", { name: "E-mail" });
    const role = within(form).getByRole("combobox", { name: "Role" });
    expect(role).toHaveValue("editor");
    expect(within(form).getByText("Offers and codes, and results.")).toBeInTheDocument();

    await user.type(email, "not an address");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(await within(form).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(email);
    await user.type(email, "  Omar@Beans.example ");
    await user.selectOptions(role, "Owner");
    expect(
      within(form).getByText("Everything: offers, codes, results, and the brand's members."),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));

    const invitations = await screen.findByRole("table", { name: "Invitations (1)" });
    expect(within(invitations).getByText("Omar@Beans.example")).toBeInTheDocument();
    expect(calls).toEqual([{ call: "invite", body: { email: "Omar@Beans.example", role: "owner" } }]);
    // Ready for the next one, in the same role.
    await waitFor(() => expect(email).toHaveValue(""));
    expect(role).toHaveValue("owner");
  });

  it("says the server's refusal beside the form and keeps what was typed", async () => {
    serveMembers({ members: [], invitations: [] }, { refuseInvite: true });
    const { user } = renderWithProviders(<BrandMembers slug="e2e-beans" brandName="E2E Beans" />);

    const form = await screen.findByRole("form", { name: "Invite someone" });
    await user.type(within(form).getByRole("textbox", { name: "E-mail" }), "mona@beans.example");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));

    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "This address already belongs to a member of the brand.",
    );
    expect(within(form).getByRole("textbox", { name: "E-mail" })).toHaveValue("mona@beans.example");
  });

  it("resends an invitation and revokes it after a confirmation", async () => {
    const calls = serveMembers(members);
    const { user } = renderWithProviders(<BrandMembers slug="e2e-beans" brandName="E2E Beans" />);

    await user.click(
      await screen.findByRole("button", { name: "Resend the invitation to sara@beans.example" }),
    );
    await waitFor(() => expect(calls).toEqual([{ call: "resend 5" }]));

    await user.click(screen.getByRole("button", { name: "Revoke the invitation to sara@beans.example" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke the invitation to sara@beans.example?" });
    expect(calls).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual([{ call: "resend 5" }, { call: "revoke 5" }]);
    const invitations = screen.getByRole("table", { name: "Invitations (1)" });
    expect(await within(invitations).findByText("Revoked")).toBeInTheDocument();
    // A revoked invitation can be neither resent nor revoked again.
    expect(within(invitations).queryByRole("button")).not.toBeInTheDocument();
  });
});

import { useState } from "react";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api-client.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/** A Revoke button whose dialog runs `action`; `done` records what reached onDone. */
function Revoke({ action, done }: { action: () => Promise<string>; done: (result: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Revoke…
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Revoke the invitation?"
        description="The link stops working."
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        action={action}
        onDone={done}
        failureFallback="That did not work. Try again."
      />
    </>
  );
}

const refusal = (status: number, body: unknown) => new ApiError(status, "Refused", body);

describe("ConfirmDialog", () => {
  it("runs the action once however often Confirm is pressed, closes, then hands over the answer", async () => {
    let finish: (value: string) => void = () => {};
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const done = vi.fn();
    const { user } = renderWithProviders(<Revoke action={action} done={done} />);
    await user.click(screen.getByRole("button", { name: "Revoke…" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke the invitation?" });
    expect(dialog).toHaveTextContent("The link stops working.");
    const confirm = screen.getByRole("button", { name: "Revoke" });
    await user.click(confirm);
    await user.click(confirm);
    expect(action).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();
    finish("revoked");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(done).toHaveBeenCalledWith("revoked");
  });

  it("says a refusal in the dialog, which stays open, and a new opening starts without it", async () => {
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        refusal(409, { message: "This invitation was accepted already.", code: "CONFLICT" }),
      )
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const done = vi.fn();
    const { user } = renderWithProviders(<Revoke action={action} done={done} />);
    await user.click(screen.getByRole("button", { name: "Revoke…" }));
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation was accepted already.");
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Revoke…" }));
    expect(screen.queryByRole("alert")).toBeNull();

    // No message of the server's own (the network failed): the fallback.
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That did not work. Try again.");
    expect(done).not.toHaveBeenCalled();
  });

  it("says nothing of a session that ended, which the page tells once", async () => {
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(refusal(401, { message: "Please log in again.", code: "SIGNED_OUT" }));
    const { user } = renderWithProviders(<Revoke action={action} done={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Revoke…" }));
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole("button", { name: "Revoke" })).toBeEnabled());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

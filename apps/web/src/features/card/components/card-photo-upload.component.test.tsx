import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { apiServer } from "#web/test/api-server.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { CardPhotoUpload } from "./card-photo-upload.tsx";

const picture = (name = "me.jpg", type = "image/jpeg", bytes = 3) =>
  new File([new Uint8Array(bytes)], name, { type });

/** PUT /api/card/photo answered as the server does; `sent` collects the forms' files. */
function servePhotoUpload(answer: () => Response) {
  const sent: File[] = [];
  apiServer.use(
    http.put("/api/card/photo", async ({ request }) => {
      sent.push((await request.formData()).get("photo") as File);
      return answer();
    }),
  );
  return sent;
}

describe("the card photo", () => {
  it("is chosen, previewed, then sent as the form's photo; the page is told to read the card again", async () => {
    const sent = servePhotoUpload(() =>
      HttpResponse.json({ photo: "pending", message: "We received your photo." }),
    );
    const onChange = vi.fn();
    const { user } = renderWithProviders(<CardPhotoUpload photo="none" onChange={onChange} />);
    expect(screen.getByRole("heading", { name: "Photo on your card" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send photo" })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText("Photo"), picture());
    expect(await screen.findByRole("img", { name: "The photo you chose" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send photo" }));

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(sent.map((file) => file.name)).toEqual(["me.jpg"]);
    expect(screen.queryByRole("button", { name: "Send photo" })).not.toBeInTheDocument();
  });

  it("refuses a file that is not a picture, or too large, without sending it", async () => {
    const sent = servePhotoUpload(() => HttpResponse.json({ photo: "pending", message: "ok" }));
    renderWithProviders(<CardPhotoUpload photo="none" onChange={() => {}} />);
    // As a file dropped on the zone arrives: the picker's own filter does not apply.
    const user = userEvent.setup({ applyAccept: false });
    const field = screen.getByLabelText("Photo");
    await user.upload(field, picture("notes.txt", "text/plain"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please upload a JPEG, PNG or WebP photo.");
    await user.upload(field, picture("huge.jpg", "image/jpeg", 5_242_881));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please upload a file smaller than 5MB.");
    expect(screen.queryByRole("button", { name: "Send photo" })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and keeps the chosen photo", async () => {
    servePhotoUpload(() =>
      HttpResponse.json(
        { message: "This photo could not be read. Please upload another one.", code: "UNREADABLE_IMAGE" },
        { status: 400 },
      ),
    );
    const onChange = vi.fn();
    const { user } = renderWithProviders(<CardPhotoUpload photo="none" onChange={onChange} />);
    await user.upload(screen.getByLabelText("Photo"), picture());
    await user.click(await screen.findByRole("button", { name: "Send photo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This photo could not be read. Please upload another one.",
    );
    expect(screen.getByRole("button", { name: "Send photo" })).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the photo sent with its state, a rejection's reason, and removes it", async () => {
    let removed = 0;
    apiServer.use(
      http.get("/api/card/photo", () => new HttpResponse(new Uint8Array([1]), { status: 200 })),
      http.delete("/api/card/photo", () => {
        removed += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onChange = vi.fn();
    const reason = "Your face is not visible.";
    const { user, rerender } = renderWithProviders(<CardPhotoUpload photo="pending" onChange={onChange} />);
    expect(screen.getByText("Waiting for review")).toBeInTheDocument();
    const own = screen.getByRole("img", { name: "The photo you sent" });
    expect(own.getAttribute("src")).toMatch(/^\/api\/card\/photo\?v=/);
    expect(own).toHaveAttribute("width", "90");
    expect(own).toHaveAttribute("height", "120");
    expect(screen.getByLabelText("A new photo, in place of this one")).toBeInTheDocument();

    rerender(<CardPhotoUpload photo="rejected" rejectionReason={reason} onChange={onChange} />);
    expect(screen.getByText("Not approved")).toBeInTheDocument();
    expect(screen.getByText("Reason from our team")).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();

    rerender(<CardPhotoUpload photo="approved" onChange={onChange} />);
    expect(screen.getByText("Approved")).toBeInTheDocument();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove photo" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(removed).toBe(1);
  });
});

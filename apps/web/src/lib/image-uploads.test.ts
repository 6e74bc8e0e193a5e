import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { uploadCover, uploadLogo } from "./image-uploads.ts";

const COVER_URL = "/uploads/covers/7f0c2a4e-1b3d-4c5e-8f9a-0b1c2d3e4f5a-1200.webp";
const BUSY_BODY = JSON.stringify({
  message: "We are processing many images right now. Please try again in a few seconds.",
  code: "IMAGE_QUEUE_BUSY",
});

interface Reply {
  status: number;
  body: string;
  retryAfter?: string;
}

/** Stands in for the browser's XMLHttpRequest: answers each upload with the next reply. */
function server(...replies: Reply[]) {
  const sent: FormData[] = [];
  class FakeRequest {
    status = 0;
    statusText = "";
    responseText = "";
    withCredentials = false;
    upload: { onprogress: unknown } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private retryAfter: string | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === "retry-after" ? this.retryAfter : null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      queueMicrotask(() => {
        this.status = reply.status;
        this.responseText = reply.body;
        this.retryAfter = reply.retryAfter ?? null;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  return sent;
}

const picture = () => new File([new Uint8Array([1, 2, 3])], "cover.png", { type: "image/png" });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a picture upload the server has no room for yet (503 IMAGE_QUEUE_BUSY with Retry-After)", () => {
  it("is sent again after the wait the server names, saying meanwhile that it is still working", async () => {
    vi.useFakeTimers();
    const sent = server(
      { status: 503, body: BUSY_BODY, retryAfter: "3" },
      { status: 201, body: JSON.stringify({ url: COVER_URL }) },
    );
    const onBusy = vi.fn();
    const upload = uploadCover(picture(), { onBusy });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sent).toHaveLength(1);
    expect(onBusy).toHaveBeenCalledWith(3_000);
    await vi.advanceTimersByTimeAsync(1);
    await expect(upload).resolves.toEqual({ url: COVER_URL });
    expect(sent).toHaveLength(2);
    // The same picture, with the same fields, the second time.
    expect(sent[1]!.get("fileType")).toBe("cover");
    expect((sent[1]!.get("file") as File).name).toBe("cover.png");
  });

  it("gives up after five more tries and raises the server's message", async () => {
    vi.useFakeTimers();
    const sent = server({ status: 503, body: BUSY_BODY, retryAfter: "2" });
    const upload = uploadLogo(picture()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await upload;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: expect.stringMatching(/^We are processing many/) });
    expect(sent).toHaveLength(6);
  });

  it("is not sent again when the wait named is longer than 30 s", async () => {
    const sent = server({ status: 503, body: BUSY_BODY, retryAfter: "31" });
    await expect(uploadCover(picture())).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it("is not sent again after a 503 that does not say the picture was not taken (a proxy's)", async () => {
    const sent = server({ status: 503, body: "Service Unavailable", retryAfter: "1" });
    await expect(uploadCover(picture())).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it("stops waiting when the upload is cancelled", async () => {
    const sent = server({ status: 503, body: BUSY_BODY, retryAfter: "5" });
    const controller = new AbortController();
    const { uploadForm } = await import("./upload.ts");
    const upload = uploadForm("POST /api/upload/cover", new FormData(), {
      signal: controller.signal,
      onBusy: () => controller.abort(new DOMException("gone", "AbortError")),
    });
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
    expect(sent).toHaveLength(1);
  });
});

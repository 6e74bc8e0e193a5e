// The contact call's types are the contracts' (checked by `tsc -p apps/web`).
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { messageAnswerSchema } from "@studentperks/contracts/auth";
import type { contactRequestSchema } from "@studentperks/contracts/merchants";
import { sendContactMessage } from "./send-contact-message.ts";

describe("the contact call", () => {
  it("takes the contract's request type and answers its schema's output", () => {
    expectTypeOf(sendContactMessage).parameter(0).toEqualTypeOf<z.input<typeof contactRequestSchema>>();
    expectTypeOf(sendContactMessage).returns.resolves.toEqualTypeOf<z.output<typeof messageAnswerSchema>>();
    // @ts-expect-error: the contract says which form wrote the message.
    void (() => sendContactMessage({ firstName: "Amira", lastName: "H", email: "a@b.ae", message: "Hello" }));
  });
});

// The console's catalogues go through Lingui like the app's: counts are ICU plurals, not pairs of keys
// chosen by hand, and placeholders are filled by Lingui.
import { describe, expect, it } from "vitest";
import { institutionsText } from "../institutions/messages.ts";
import { offersText } from "../offers/messages.ts";
import { consoleText } from "./messages.ts";

describe("the staff console's messages", () => {
  it("say one and many apart", () => {
    expect(offersText("list.count", { total: 1 })).toBe("1 offer");
    expect(offersText("list.count", { total: 2 })).toBe("2 offers");
    expect(offersText("list.count", { total: 1234 })).toBe("1234 offers");
    expect(offersText("pool.leftOf", { left: 0, total: 1 })).toBe("0 of 1 code left");
    expect(offersText("pool.result", { added: 1, duplicates: 1, left: 3 })).toBe(
      "Added 1 code (1 duplicate ignored). 3 codes left.",
    );
    expect(institutionsText("count", { shown: 1, total: 1 })).toBe("1 of 1 institution");
    expect(institutionsText("count", { shown: 3, total: 48 })).toBe("3 of 48 institutions");
  });

  it("fill placeholders and leave plain texts as written", () => {
    expect(consoleText("common.loadFailed", { message: "Offline" })).toBe("Could not load this: Offline");
    expect(consoleText("console.title")).toBe("Staff console");
  });
});

import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "@studentperks/contracts/admin/audit";
import arPages from "#web/lib/i18n/locales/ar.pages.json";
import enPages from "#web/lib/i18n/locales/en.pages.json";
import { auditActionLabel, auditEntityLabel, changedFields } from "./audit-log.tsx";

const catalogues: Record<string, Record<string, string>> = { en: enPages, ar: arPages };

describe("the audit log's labels", () => {
  // The server can write only the contracts' actions and kinds (its recordAudit takes no other), so
  // an action added there without a label here fails this test.
  it.each(Object.keys(catalogues))(
    "names every action and kind of record the server writes, in %s",
    (lang) => {
      const catalogue = catalogues[lang]!;
      const unlabelled = [
        ...AUDIT_ACTIONS.map((action) => `audit.action.${action}`),
        ...AUDIT_ENTITY_TYPES.map((type) => `audit.entity.${type}`),
      ].filter((key) => !catalogue[key]?.trim());
      expect(unlabelled).toEqual([]);
    },
  );

  it("shows words, never a raw key, for a known action; an unknown one as it is stored", () => {
    expect(auditActionLabel("offer.publish")).toBe("Published an offer");
    expect(auditActionLabel("brand.slug")).toBe("Changed a brand page's address");
    expect(auditEntityLabel("brand")).toBe("Brand");
    expect(auditActionLabel("offer.teleport")).toBe("offer.teleport");
  });
});

describe("changedFields", () => {
  it("lists only what changed, old → new", () => {
    expect(changedFields({ status: "pending", name: "A" }, { status: "active", name: "A" })).toEqual([
      "status: pending → active",
    ]);
  });

  it("shows a created or deleted record's fields against a dash", () => {
    expect(changedFields(null, { domain: "uni.ac.ae" })).toEqual(["domain: — → uni.ac.ae"]);
    expect(changedFields({ domain: "uni.ac.ae" }, null)).toEqual(["domain: uni.ac.ae → —"]);
  });
});

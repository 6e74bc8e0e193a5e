// Institutions as staff keep them: the list with domains and verified students, new institutions,
// renames and domain changes; a domain or a name is never claimed twice, and each change is audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Institution } from "@studentperks/contracts/admin/institutions";
import { auditOf, studentOnUnknownDomain } from "./helpers/admin-verifications.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { codeMailedTo, student, studentEmail, withInstitutions } from "./helpers/verification.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

const list = async (): Promise<Institution[]> =>
  (await asStaff(t, cookie, "GET", "/api/admin/institutions")).json().institutions;
const create = (payload: object) => asStaff(t, cookie, "POST", "/api/admin/institutions", payload);
const update = (id: number, payload: object) =>
  asStaff(t, cookie, "PATCH", `/api/admin/institutions/${id}`, payload);
let n = 0;
const unique = (name: string) => `${name} ${Date.now()}-${(n += 1)}`;
const uniqueDomain = (label: string) => `${label}${Date.now()}${(n += 1)}.ac.ae`;

describe("the list", () => {
  it("has every institution with its domains (legacy ones marked) and its verified students", async () => {
    const s = await student(t);
    const email = studentEmail("students.hct.ac.ae");
    await s.submit(email);
    expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);

    const institutions = await list();
    expect(institutions.length).toBeGreaterThanOrEqual(49);
    expect(institutions.find((i) => i.name === "Higher Colleges of Technology")).toMatchObject({
      emirate: "Abu Dhabi",
      domains: [{ domain: "hct.ac.ae", isLegacy: false }],
      verifiedStudents: 1,
    });
    expect(
      institutions.find((i) => i.name === "Khalifa University of Science and Technology")!.domains,
    ).toEqual([
      { domain: "ku.ac.ae", isLegacy: false },
      { domain: "kustar.ac.ae", isLegacy: false },
      { domain: "masdar.ac.ae", isLegacy: true },
      { domain: "pi.ac.ae", isLegacy: true },
    ]);
  });
});

describe("adding an institution", () => {
  it("creates it with its domains, audits it, and sends students waiting on them a code", async () => {
    const domain = uniqueDomain("pearl");
    const email = studentEmail(domain);
    const waiting = await studentOnUnknownDomain(t, email);
    const name = unique("Pearl College");
    const answer = await create({ name: ` ${name} `, emirate: "Sharjah", domains: [domain.toUpperCase()] });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      institution: {
        id: expect.any(Number),
        name,
        emirate: "Sharjah",
        domains: [{ domain, isLegacy: false }],
        verifiedStudents: 0,
      },
      codesSent: 1,
      rejected: 0,
    });
    // Listing the domain verifies no one: the student proves the mailbox with the code sent to it.
    expect((await waiting.status()).json().verification).toMatchObject({
      status: "pending",
      stage: "code_sent",
      studentEmail: email,
      institution: name,
      verifiedAt: null,
    });
    const id = answer.json().institution.id;
    expect(await auditOf(t, cookie, "institution", id)).toMatchObject([
      {
        action: "institution.create",
        entityName: name,
        before: null,
        after: { name, emirate: "Sharjah", domains: [domain] },
      },
    ]);
    expect(await auditOf(t, cookie, "student", waiting.user.id)).toMatchObject([
      { action: "verification.domain_code_sent", after: { status: "pending", institution: name } },
    ]);
    expect((await waiting.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    expect((await waiting.status()).json().verification).toMatchObject({
      status: "active",
      institution: name,
    });
    expect((await list()).find((i) => i.id === id)!.verifiedStudents).toBe(1);
  });

  it("refuses a name that exists (any case), a domain another has, and a domain listed twice", async () => {
    const sameName = await create({ name: "zayed UNIVERSITY", domains: [] });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe("An institution named zayed UNIVERSITY already exists.");

    const name = unique("Oasis Institute");
    const taken = await create({ name, domains: [uniqueDomain("oasis"), "uaeu.ac.ae"] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("uaeu.ac.ae already belongs to United Arab Emirates University.");
    const twice = uniqueDomain("twice");
    const repeated = await create({ name, domains: [twice, twice.toUpperCase()] });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe(`${twice} is listed twice.`);
    expect((await list()).map((i) => i.name)).not.toContain(name);
  });

  it("validates the name, emirate and domains", async () => {
    for (const [payload, message] of [
      [{ name: "", domains: [] }, "Please enter the institution's name."],
      [{ name: unique("X"), emirate: "Narnia", domains: [] }, "Please choose an emirate."],
      [
        { name: unique("X"), domains: ["not a domain"] },
        "Please enter a domain such as university.ac.ae (no @, no https://).",
      ],
      [
        { name: unique("X"), domains: ["outlook.com"] },
        "outlook.com is a free e-mail service anyone can sign up to; it cannot prove student status.",
      ],
    ] as const) {
      const answer = await create(payload);
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 400, message });
    }
  });
});

describe("editing an institution", () => {
  it("renames it and adds and removes domains, audited with before and after", async () => {
    const [keep, drop, added] = [uniqueDomain("keep"), uniqueDomain("drop"), uniqueDomain("added")];
    const created = (await create({ name: unique("Dune Academy"), domains: [keep, drop] })).json()
      .institution;
    const email = studentEmail(added);
    const waiting = await studentOnUnknownDomain(t, email);
    const name = unique("Dune University");
    const answer = await update(created.id, {
      name,
      emirate: "Ajman",
      addDomains: [added],
      removeDomains: [drop],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      institution: {
        id: created.id,
        name,
        emirate: "Ajman",
        domains: [{ domain: added }, { domain: keep }].sort((a, b) => a.domain.localeCompare(b.domain)),
      },
      codesSent: 1,
      rejected: 0,
    });
    expect((await waiting.status()).json().verification).toMatchObject({
      status: "pending",
      institution: name,
      verifiedAt: null,
    });
    expect((await waiting.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    expect((await waiting.status()).json().verification).toMatchObject({
      status: "active",
      institution: name,
    });
    // A removed domain proves nothing any more.
    expect((await (await student(t)).submit(studentEmail(drop))).statusCode).toBe(202);
    const [entry] = await auditOf(t, cookie, "institution", created.id);
    expect(entry).toMatchObject({
      action: "institution.update",
      before: { name: created.name, emirate: null, domains: [drop, keep].sort() },
      after: { name, emirate: "Ajman", domains: [added, keep].sort() },
    });
  });

  it("refuses a taken name or domain, a domain it does not have, and an unknown id", async () => {
    const created = (await create({ name: unique("Mirage College"), domains: [] })).json().institution;
    const rename = await update(created.id, { name: "Zayed University" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe("An institution named Zayed University already exists.");
    const taken = await update(created.id, { addDomains: ["zu.ac.ae"] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("zu.ac.ae already belongs to Zayed University.");
    const stranger = await update(created.id, { removeDomains: ["zu.ac.ae"] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe("zu.ac.ae is not a domain of this institution.");
    expect((await list()).find((i) => i.id === created.id)).toMatchObject({
      name: created.name,
      domains: [],
    });
    expect((await update(987_654, { name: unique("Ghost") })).statusCode).toBe(404);
    expect((await update(created.id, { name: "" })).statusCode).toBe(400);
  });
});

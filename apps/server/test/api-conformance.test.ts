// The API answers as its description says (issue 31). Every operation of /api/openapi.json is used as
// its clients use it, on a real database, as the party it serves (conformance/walk.ts), and sent the
// refusals any operation of its kind can give (conformance/probes.ts); every answer, success or not,
// must have a status the operation documents by name and a body matching the schema documented for
// that status and content type (conformance/description-check.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { person } from "./helpers/redemption.ts";
import { staff as staffAccount } from "./helpers/staff.ts";
import { withInstitutions } from "./helpers/verification.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { createRecorder, type Recorder } from "./conformance/client.ts";
import { createDescriptionCheck, operationsOf, type Description } from "./conformance/description-check.ts";
import { probeRefusals } from "./conformance/probes.ts";
import { walkEveryOperation } from "./conformance/walk.ts";

let t: TestApp;
let description: Description;
let recorder: Recorder;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  await withInstitutions(t);
  await insertOffers(t.database.db, { status: "published" });
  description = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<Description>();
  recorder = createRecorder(t, description);
  const staff = recorder.browser((await staffAccount(t)).cookie);
  const verifiedStudent = async () => recorder.browser((await person(t, "verified")).cookie);
  const port = (t.app.server.address() as { port: number }).port;
  await walkEveryOperation({ t, browser: () => recorder.browser(), verifiedStudent, staff });
  await probeRefusals(
    recorder,
    { visitor: () => recorder.browser(), verified: await verifiedStudent(), staff },
    port,
    operationsOf(description),
  );
}, 300_000);
afterAll(() => t?.close());

describe("the API against its description", () => {
  it("uses every documented operation, and each answers a documented success", () => {
    const operations = operationsOf(description).map(([key]) => key);
    expect(operations.length).toBeGreaterThan(60);
    const succeeded = new Set(
      recorder.recorded.filter(({ answer }) => answer.status < 400).map(({ operation }) => operation),
    );
    expect(operations.filter((operation) => !succeeded.has(operation))).toEqual([]);
  });

  it("met the refusals a client can meet, the server's own included", () => {
    const statuses = new Set(recorder.recorded.map(({ answer }) => answer.status));
    for (const status of [304, 400, 401, 403, 404, 409, 413, 415, 429, 431]) {
      expect(statuses, String(status)).toContain(status);
    }
  });

  it("gives every answer a documented status, content type and body", () => {
    const problemsWith = createDescriptionCheck(description);
    const problems = recorder.recorded.flatMap(({ operation, request, answer }) =>
      problemsWith(operation, answer).map((problem) => `${operation} (${request}): ${problem}`),
    );
    // One line per kind of problem and operation, however many requests met it.
    expect([...new Set(problems.map((p) => p.replace(/ \(.*?\):/, ":")))]).toEqual([]);
  });
});

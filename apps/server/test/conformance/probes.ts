// The refusals every operation can give, sent to each one as the description says it can give them:
// no session where one is needed, a student on a staff route, another site's page, a path naming
// nothing, a body that is not what it takes (wrong shape, unreadable, too large, of a type it does
// not read), and headers too large for the server to read at all.
import type { Browser, Recorder, Request } from "./client.ts";
import type { Operation } from "./description-check.ts";

export interface Parties {
  visitor: () => Browser;
  /** A signed-in student, verified (staff routes refuse them). */
  verified: Browser;
  staff: Browser;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const TOO_LARGE = Buffer.alloc(1_048_577, "a");

/** A URL for the operation, each path parameter a well-formed value, or `impossible` ones. */
function urlOf(path: string, operation: Operation, impossible = false): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = operation.parameters?.find((p) => p.in === "path" && p.name === name)?.schema ?? {};
    if (impossible) return schema.type === "integer" ? "2147483648" : "not-an-id";
    if (schema.type === "integer") return "2147483647";
    return schema.format === "uuid" ? "6f1c1a52-5c1e-4b9a-9c2e-0d1f2a3b4c5d" : "no-such-thing";
  });
}

export async function probeRefusals(
  recorder: Recorder,
  parties: Parties,
  port: number,
  operations: [string, Operation][],
): Promise<void> {
  for (const [key, operation] of operations) {
    const [method, path] = key.split(" ") as [Request["method"], string];
    const url = urlOf(path, operation);
    const party = operation.tags?.includes("staff") ? parties.staff : parties.verified;
    if (operation.security) await parties.visitor().call({ method, url });
    if (operation.tags?.includes("staff")) await parties.verified.call({ method, url });
    if (path.includes("{")) await party.call({ method, url: urlOf(path, operation, true) });
    if (BODY_METHODS.has(method)) {
      await party.call({ method, url, headers: { origin: "https://elsewhere.example" } });
      if (operation.requestBody?.content["application/json"]) await party.call({ method, url, json: [] });
      const json = { "content-type": "application/json" };
      await party.call({ method, url, payload: "{", headers: json });
      await party.call({ method, url, payload: TOO_LARGE, headers: json });
      await party.call({ method, url, payload: "<a/>", headers: { "content-type": "application/xml" } });
    }
    await recorder.overSocket(port, method, url, [`X-Filler: ${"a".repeat(20_000)}`]);
  }
}

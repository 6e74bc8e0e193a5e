// Helpers for staff verification tests: students waiting in the queue, and reading it as staff.
import type { RegisterInput } from "@studentperks/contracts/auth";
import type { VerificationQueue } from "@studentperks/contracts/admin/verifications";
import type { TestApp } from "./build-test-app.ts";
import { asPdf } from "./sample-files.ts";
import { asStaff } from "./staff.ts";
import { student } from "./verification.ts";

export type Student = Awaited<ReturnType<typeof student>>;

/** A student whose uploaded document waits for staff; `file` is a PDF unless told otherwise. */
export async function studentWithDocument(t: TestApp, file = asPdf(), institution = "Falcon Institute") {
  const s = await student(t);
  const answer = await s.upload({ documentType: "student_id", institution }, file);
  if (answer.statusCode !== 201) throw new Error(`upload answered ${answer.statusCode}: ${answer.body}`);
  return s;
}

/** A student whose student e-mail's domain is not listed, waiting for staff. */
export async function studentOnUnknownDomain(
  t: TestApp,
  studentEmail: string,
  overrides: Partial<RegisterInput> = {},
) {
  const s = await student(t, overrides);
  const answer = await s.submit(studentEmail);
  if (answer.statusCode !== 202) throw new Error(`verify answered ${answer.statusCode}: ${answer.body}`);
  return s;
}

export async function queue(t: TestApp, cookie: string): Promise<VerificationQueue> {
  const answer = await asStaff(t, cookie, "GET", "/api/admin/verifications");
  if (answer.statusCode !== 200) throw new Error(`queue answered ${answer.statusCode}: ${answer.body}`);
  return answer.json();
}

export const documentIdOf = async (t: TestApp, cookie: string, s: Student) =>
  (await queue(t, cookie)).documents.items.find((item) => item.userId === s.user.id)!.id;

/** Audit entries about one record, newest first. */
export async function auditOf(t: TestApp, cookie: string, entityType: string, entityId: string | number) {
  const answer = await asStaff(
    t,
    cookie,
    "GET",
    `/api/admin/audit?entityType=${entityType}&entityId=${entityId}`,
  );
  return answer.json().entries as Array<{
    action: string;
    actorEmail: string;
    before: unknown;
    after: unknown;
  }>;
}

/** Mail sent to `to`, newest first. */
export const mailTo = async (t: TestApp, to: string) => (await t.mail()).filter((m) => m.to === to);

import type { CreateProfileInput, StudentProfile } from "@studentperks/contracts/students";
import { api } from "#web/lib/api-client.ts";

/** POST /api/students/profile: starts the student's profile (spec 001 §7). */
export async function createProfile(input: CreateProfileInput): Promise<StudentProfile> {
  const { body } = await api("POST /api/students/profile", { body: input });
  // 201 when made now, 200 when it already existed: the same profile either way.
  return body.student;
}

import type { CreateProfileInput, StudentProfile } from "@studentperks/contracts/students";
import { apiRequest } from "#web/lib/api-client.ts";

/** POST /api/students/profile: starts the student's profile (spec 001 §7). */
export async function createProfile(input: CreateProfileInput): Promise<StudentProfile> {
  const { student } = await apiRequest("/api/students/profile", {
    method: "POST",
    json: input,
    response: () => import("@studentperks/contracts/students").then((c) => c.studentAnswerSchema),
  });
  return student;
}

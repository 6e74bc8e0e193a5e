import type { StudentProfile, UpdateProfileInput } from "@studentperks/contracts/students";
import { apiRequest } from "../../../lib/api-client.ts";

export interface CreateProfileInput extends UpdateProfileInput {
  status: "pending";
}

/** POST /api/students/profile: starts the student's profile (spec 001 §7). */
export async function createProfile(input: CreateProfileInput): Promise<StudentProfile> {
  const { student } = await apiRequest<{ student: StudentProfile }>("/api/students/profile", {
    method: "POST",
    json: input,
  });
  return student;
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import type { StudentProfile } from "@studentperks/contracts/students";
import { api, ApiError } from "#web/lib/api-client.ts";
import { createProfile } from "./create-profile.ts";

export const profileQueryKey = ["/api/students/profile"] as const;

/** GET /api/students/profile; null when the student has none yet (404). */
export async function getProfile(signal?: AbortSignal): Promise<StudentProfile | null> {
  try {
    const { student } = await api("GET /api/students/profile", { signal });
    return student;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Spec 001 §4: a 404 creates the profile (status pending). The request carries the consent the
 * account already holds (the spec sent both true; the server keeps the account's anyway), and the
 * dashboard shows what is stored (docs/product.md, "The dashboard shows what is stored").
 */
export async function getOrCreateProfile(user: User, signal?: AbortSignal): Promise<StudentProfile> {
  const existing = await getProfile(signal);
  if (existing) return existing;
  const created = await createProfile({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phone ?? null,
    // A user cached by an older build may lack the flags: no flag is no consent.
    emailMarketing: Boolean(user.emailMarketing),
    whatsappMarketing: Boolean(user.whatsappMarketing),
    status: "pending",
  });
  return created;
}

export const profileQueryOptions = (user: User) =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getOrCreateProfile(user, signal);
      } catch (error) {
        // Spec 001 §8: a failed profile fetch is only logged; the page shows what the user record has.
        console.error("Could not load the student profile", error);
        throw error;
      }
    },
  });

export function useStudentProfile(user: User) {
  return useQuery(profileQueryOptions(user));
}

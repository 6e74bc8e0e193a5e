import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StudentProfile, UpdateProfileInput } from "@studentperks/contracts/students";
import { api } from "#web/lib/api-client.ts";
import { profileQueryKey } from "./get-profile.ts";

/** PATCH /api/students/profile (spec 001 §7). */
export async function updateProfile(input: UpdateProfileInput): Promise<StudentProfile> {
  const { student } = await api("PATCH /api/students/profile", { body: input });
  return student;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (student) => queryClient.setQueryData(profileQueryKey, student),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import type { VerifyStudentOtpInput } from "@studentperks/contracts/verification";
import { api } from "#web/lib/api-client.ts";

/** POST /api/students/verify-otp: the code from the student e-mail; answers the verified user. */
export async function verifyStudentCode(input: VerifyStudentOtpInput): Promise<User> {
  const { user } = await api("POST /api/students/verify-otp", { body: input });
  return user;
}

/**
 * On success `onVerified` takes the returned user at once (the header badge goes), and every cached
 * read is refreshed: the current user and offers (spec 000 §4), and the profile the dashboard shows.
 */
export function useVerifyStudentCode(onVerified: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStudentCode,
    onSuccess: (user) => {
      onVerified(user);
      void queryClient.invalidateQueries();
    },
  });
}

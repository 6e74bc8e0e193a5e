import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CodeReportAnswer, CodeReportInput } from "@studentperks/contracts/redemption";
import { api } from "#web/lib/api-client.ts";
import { forgetMyRedemptions } from "./my-redemptions.ts";

/** POST /api/redemptions/{id}/report: the report, and a replacement code where the offer allows one. */
export function useReportCode(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      redemptionId,
      ...body
    }: CodeReportInput & { redemptionId: number }): Promise<CodeReportAnswer> =>
      api("POST /api/redemptions/:id/report", { params: { id: redemptionId }, body }),
    // The reported code is marked, and a replacement becomes the student's latest code.
    onSuccess: () => forgetMyRedemptions(queryClient, userId),
  });
}

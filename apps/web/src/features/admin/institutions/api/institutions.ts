import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateInstitutionInput,
  InstitutionChange,
  UpdateInstitutionInput,
} from "@studentperks/contracts/admin/institutions";
import { apiRequest } from "#web/lib/api-client.ts";
import { auditKey } from "#web/features/admin/audit/api/audit.ts";

export const institutionsKey = ["admin", "institutions"] as const;

export function useInstitutions() {
  return useQuery({
    queryKey: institutionsKey,
    queryFn: () =>
      apiRequest("/api/admin/institutions", {
        response: () =>
          import("@studentperks/contracts/admin/institutions").then((c) => c.institutionListSchema),
      }),
    select: (answer) => answer.institutions,
  });
}

/** A change to the list; students a new domain verified leave the verification queue too. */
function useInstitutionChange<TInput>(send: (input: TInput) => Promise<InstitutionChange>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: institutionsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
        client.invalidateQueries({ queryKey: ["admin", "verifications"] }),
      ]),
  });
}

const institutionChange = () =>
  import("@studentperks/contracts/admin/institutions").then((c) => c.institutionChangeSchema);

export const useCreateInstitution = () =>
  useInstitutionChange((input: CreateInstitutionInput) =>
    apiRequest("/api/admin/institutions", { method: "POST", json: input, response: institutionChange }),
  );

export const useUpdateInstitution = () =>
  useInstitutionChange(({ id, ...input }: UpdateInstitutionInput & { id: number }) =>
    apiRequest(`/api/admin/institutions/${id}`, {
      method: "PATCH",
      json: input,
      response: institutionChange,
    }),
  );

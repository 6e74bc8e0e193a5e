import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateInstitutionInput,
  InstitutionChange,
  UpdateInstitutionInput,
} from "@studentperks/contracts/admin/institutions";
import { api } from "#web/lib/api-client.ts";
import { auditKey, institutionsKey } from "#web/features/admin/shared/query-keys.ts";

export { institutionsKey };

export function useInstitutions() {
  return useQuery({
    queryKey: institutionsKey,
    queryFn: () => api("GET /api/admin/institutions"),
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

export const useCreateInstitution = () =>
  useInstitutionChange((input: CreateInstitutionInput) =>
    api("POST /api/admin/institutions", { body: input }),
  );

export const useUpdateInstitution = () =>
  useInstitutionChange(({ id, ...input }: UpdateInstitutionInput & { id: number }) =>
    api("PATCH /api/admin/institutions/:id", { params: { id }, body: input }),
  );

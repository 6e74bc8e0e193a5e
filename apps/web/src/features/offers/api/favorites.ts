import { useMemo } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/index.ts";
import { toastFailure } from "../../../lib/toast.ts";

const favoritesKey = ["/api/favorites"] as const;

/** GET /api/favorites: the ids of the offers the signed-in student saved. */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoritesKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ offerIds: number[] }>("/api/favorites", { signal })).offerIds,
  });

/** The saved ids, only asked for when a student is signed in. */
export function useFavoriteIds(isStudent: boolean): ReadonlySet<number> {
  const { data } = useQuery({ ...favoritesQueryOptions(), enabled: isStudent });
  return useMemo(() => new Set(isStudent ? (data ?? []) : []), [isStudent, data]);
}

/** PUT or DELETE /api/favorites/{offerId}, shown at once and undone if the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, save }: { offerId: number; save: boolean }) =>
      apiRequest(`/api/favorites/${offerId}`, { method: save ? "PUT" : "DELETE" }),
    onMutate: async ({ offerId, save }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      const before = queryClient.getQueryData<number[]>(favoritesKey) ?? [];
      const without = before.filter((id) => id !== offerId);
      queryClient.setQueryData(favoritesKey, save ? [...without, offerId] : without);
      return { before };
    },
    onError: (error, _input, context) => {
      if (context) queryClient.setQueryData(favoritesKey, context.before);
      toastFailure(t("offers.saveFailedTitle"), error, t("offers.saveFailed"));
    },
  });
}

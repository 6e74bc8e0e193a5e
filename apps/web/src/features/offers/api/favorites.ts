import { useCallback, useMemo } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { toastFailure } from "#web/lib/toast.ts";

const favoritesKey = ["/api/favorites"] as const;

/** GET /api/favorites: the ids of the offers the signed-in student saved. */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoritesKey,
    queryFn: async ({ signal }) => {
      const { offerIds } = await api("GET /api/favorites", { signal });
      return offerIds;
    },
  });

/** The saved ids, only asked for when a student is signed in. */
export function useFavoriteIds(isStudent: boolean): ReadonlySet<number> {
  const { data } = useQuery({ ...favoritesQueryOptions(), enabled: isStudent });
  return useMemo(() => new Set(isStudent ? (data ?? []) : []), [isStudent, data]);
}

/**
 * PUT or DELETE /api/favorites/{offerId}, shown at once and undone if the server refuses. A plain
 * function rather than useMutation, which would add its code to the home page's first load.
 */
export function useToggleFavorite(): (offerId: number, save: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (offerId, save) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      const before = queryClient.getQueryData<number[]>(favoritesKey) ?? [];
      const without = before.filter((id) => id !== offerId);
      queryClient.setQueryData(favoritesKey, save ? [...without, offerId] : without);
      try {
        const params = { offerId };
        await (save
          ? api("PUT /api/favorites/:offerId", { params })
          : api("DELETE /api/favorites/:offerId", { params }));
      } catch (error) {
        queryClient.setQueryData(favoritesKey, before);
        toastFailure(t("offers.saveFailedTitle"), error, t("offers.saveFailed"));
      }
    },
    [queryClient],
  );
}

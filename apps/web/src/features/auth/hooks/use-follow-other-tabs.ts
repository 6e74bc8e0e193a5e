import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { storageKeys } from "#web/lib/storage.ts";
import { isAccountQuery, showSignedOut } from "../lib/signed-out-here.ts";

/**
 * Tabs of one browser share the session. When another tab logs out, this one is signed out too;
 * when it learns something new about the account (verified, a new name, another account signed
 * in), this one asks the server again for what it shows of the account, instead of contradicting it.
 */
export function useFollowOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key: the other tab cleared the whole storage.
      if (event.key !== null && event.key !== storageKeys.currentUser) return;
      if (event.key === null || event.newValue === null) {
        showSignedOut(queryClient);
        return;
      }
      void queryClient.invalidateQueries({ predicate: (query) => isAccountQuery(query.queryKey) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient]);
}

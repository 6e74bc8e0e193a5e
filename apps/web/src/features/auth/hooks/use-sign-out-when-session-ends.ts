import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { t } from "../../../lib/i18n/index.ts";
import { onSessionEnded } from "../../../lib/session-ended.ts";
import { toast } from "../../../lib/toast.ts";
import { currentUserQueryKey } from "../api/get-user.ts";
import { clearCachedUser, readCachedUser } from "../lib/user-cache.ts";

// The catalogue and the site's details are the same for everyone: kept when the session goes.
const PUBLIC_QUERIES = new Set(["/api/offers", "/api/site"]);

/**
 * When a call finds the session gone, the page becomes signed out (guarded pages then show their
 * "Please log in" with Go to Login, an offer its Sign In) and says so once.
 */
export function useSignOutWhenSessionEnds(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded(() => {
        const wasSignedIn =
          readCachedUser() !== null || queryClient.getQueryData(currentUserQueryKey) !== undefined;
        if (!wasSignedIn) return;
        clearCachedUser();
        queryClient.removeQueries({
          predicate: (query) => !PUBLIC_QUERIES.has(String(query.queryKey[0])),
          type: "inactive",
        });
        void queryClient.resetQueries({ queryKey: currentUserQueryKey });
        // After the failed call's own handlers: this toast replaces whatever they said.
        setTimeout(() =>
          toast({
            variant: "destructive",
            title: t("session.endedTitle"),
            description: t("session.endedMessage"),
          }),
        );
      }),
    [queryClient],
  );
}

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { t } from "#web/lib/i18n/index.ts";
import { isQuietEnd, onSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { currentUserQueryKey } from "../api/get-user.ts";
import { showSignedOut } from "../lib/signed-out-here.ts";
import { readCachedUser } from "../lib/user-cache.ts";

/**
 * When a call finds the session gone, the page becomes signed out (an offer then shows its Sign In)
 * and says so once (unless the person ended it themselves).
 */
export function useSignOutWhenSessionEnds(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded((event) => {
        const wasSignedIn =
          readCachedUser() !== null || queryClient.getQueryData(currentUserQueryKey) !== undefined;
        if (!wasSignedIn) return;
        showSignedOut(queryClient);
        // An account deletion says what happened in its own toast.
        if (isQuietEnd(event)) return;
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

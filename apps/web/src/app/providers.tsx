import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useFollowAccountLocale } from "../features/auth/hooks/use-follow-account-locale.ts";
import { useFollowOtherTabs } from "../features/auth/hooks/use-follow-other-tabs.ts";
import { useSignOutWhenSessionEnds } from "../features/auth/hooks/use-sign-out-when-session-ends.ts";
import { exposeClearAllAuth } from "../features/auth/lib/clear-all-auth.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { useToasts } from "../lib/toast.ts";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(exposeClearAllAuth, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionWatch />
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}

function SessionWatch() {
  useSignOutWhenSessionEnds();
  useFollowOtherTabs();
  useFollowAccountLocale();
  return null;
}

// Radix Toast stays out of the home page's entry bundle: the toaster loads once the browser is
// idle after the first render (so F8 finds the region), or at once when a toast comes first.
const Toaster = lazy(() => import("../components/ui/toaster.tsx"));

function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(() => setIsIdle(true), 1);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!isIdle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

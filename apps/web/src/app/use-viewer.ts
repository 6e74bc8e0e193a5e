import { useAuth } from "#web/features/auth/hooks/use-auth.ts";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";

/** Who is looking at the offers, from the session: what the pages that list offers tell them. */
export function useViewer(): Viewer {
  const { user, isLoading, isAuthenticated, isVerifiedStudent } = useAuth();
  return {
    isLoading,
    isAuthenticated,
    isVerifiedStudent,
    isStudent: user?.role === "student",
    isStaff: user?.role === "admin",
    userId: user?.id ?? null,
  };
}

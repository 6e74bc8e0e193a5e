import { useEffect } from "react";
import { Gate } from "../components/ui/gate.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { useAuth } from "../features/auth/hooks/use-auth.ts";
import { usePartnerMe } from "../features/partners/api/me.ts";
import { NoBrand, PartnerPortal } from "../features/partners/components/partner-portal.tsx";
import { t } from "../lib/i18n/index.ts";
import { paths } from "../lib/paths.ts";
import { rememberReturnTo } from "../lib/return-to.ts";

/** /partners (issue 37): members of a brand run its offers, codes and results; others are told why not. */
export default function PartnersPage() {
  const { user, isLoading } = useAuth();
  const me = usePartnerMe(user !== null);
  const isSignedOut = !isLoading && !user;
  useEffect(() => {
    // Back here once signed in.
    if (isSignedOut) rememberReturnTo(paths.partners);
  }, [isSignedOut]);
  if (isLoading || (user && me.isPending)) return <PortalSkeleton />;
  if (!user) {
    return (
      <Gate message={t("partners.signedOut")} actionLabel={t("common.goToLogin")} actionTo={paths.login} />
    );
  }
  const current = me.data?.current;
  if (!me.data || !current) return <NoBrand />;
  return <PartnerPortal me={{ ...me.data, current }} userId={user.id} />;
}

function PortalSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-11 w-80 max-w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

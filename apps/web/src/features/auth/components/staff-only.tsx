import type { ReactNode } from "react";
import { Gate } from "#web/components/ui/gate.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { useAuth } from "../hooks/use-auth.ts";

interface StaffOnlyProps {
  signedOutMessage: string;
  notStaffMessage: string;
  loading: ReactNode;
  children: ReactNode;
}

/**
 * Renders the staff console for admin accounts only. The server refuses every /api/admin call to
 * anyone else anyway; this only spares them a screen of errors.
 */
export function StaffOnly({ signedOutMessage, notStaffMessage, loading, children }: StaffOnlyProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return loading;
  if (!user)
    return <Gate message={signedOutMessage} actionLabel={t("common.goToLogin")} actionTo={paths.login} />;
  if (user.role !== "admin") {
    return <Gate message={notStaffMessage} actionLabel={t("common.goToHome")} actionTo={paths.home} />;
  }
  return children;
}

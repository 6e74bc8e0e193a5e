import type { ReactNode } from "react";
import type { User } from "@studentperks/contracts/auth";
import { Gate } from "#web/components/ui/gate.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { useAuth } from "../hooks/use-auth.ts";

interface StudentOnlyProps {
  /** What a signed-out visitor is told, above a Go to Login button. */
  signedOutMessage: string;
  /** What a signed-in account that is not a student is told, above a Go to Home button. */
  notStudentMessage: string;
  /** Shown while it is not yet known who is signed in. */
  loading: ReactNode;
  children: (user: User) => ReactNode;
}

/** Renders its page for signed-in students only (spec 001 §6); everyone else gets a way forward. */
export function StudentOnly({ signedOutMessage, notStudentMessage, loading, children }: StudentOnlyProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return loading;
  if (!user)
    return <Gate message={signedOutMessage} actionLabel={t("common.goToLogin")} actionTo={paths.login} />;
  if (user.role !== "student") {
    return <Gate message={notStudentMessage} actionLabel={t("common.goToHome")} actionTo={paths.home} />;
  }
  return children(user);
}

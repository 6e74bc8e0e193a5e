import { useAuth } from "../features/auth/hooks/use-auth.ts";
import { useRefreshCurrentUser } from "../features/auth/api/get-user.ts";
import { DashboardGate } from "../features/students/components/dashboard-gate.tsx";
import { DashboardSkeleton } from "../features/students/components/dashboard-skeleton.tsx";
import { StudentDashboard } from "../features/students/components/student-dashboard.tsx";
import { t } from "../lib/i18n/index.ts";
import { paths } from "../lib/paths.ts";

/** /dashboard: students only (spec 001 §6); the auth feature says who, the students feature shows it. */
export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  const refreshUser = useRefreshCurrentUser();

  if (isLoading) return <DashboardSkeleton />;
  if (!user) {
    return (
      <DashboardGate
        message={t("dashboard.signedOut")}
        actionLabel={t("dashboard.goToLogin")}
        actionTo={paths.login}
      />
    );
  }
  if (user.role !== "student") {
    return (
      <DashboardGate
        message={t("dashboard.notStudent")}
        actionLabel={t("dashboard.goToHome")}
        actionTo={paths.home}
      />
    );
  }
  return <StudentDashboard user={user} onProfileSaved={() => void refreshUser()} />;
}

import { useRefreshCurrentUser } from "../features/auth/api/get-user.ts";
import { StudentOnly } from "../features/auth/components/student-only.tsx";
import { MyCodesCard } from "../features/offers/components/my-codes-card.tsx";
import { DashboardSkeleton } from "../features/students/components/dashboard-skeleton.tsx";
import { StudentDashboard } from "../features/students/components/student-dashboard.tsx";
import { t, useLocale } from "../lib/i18n/index.ts";

/** /dashboard: students only (spec 001 §6); the auth feature says who, the students feature shows it. */
export default function DashboardPage() {
  const locale = useLocale();
  const refreshUser = useRefreshCurrentUser();
  return (
    <StudentOnly
      signedOutMessage={t("dashboard.signedOut")}
      notStudentMessage={t("dashboard.notStudent")}
      loading={<DashboardSkeleton />}
    >
      {(user) => (
        <StudentDashboard
          user={user}
          onProfileSaved={() => void refreshUser()}
          codes={<MyCodesCard userId={user.id} locale={locale} />}
        />
      )}
    </StudentOnly>
  );
}

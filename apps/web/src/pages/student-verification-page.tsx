import { StudentOnly } from "../features/auth/components/student-only.tsx";
import { StudentVerificationFlow } from "../features/verification/components/student-verification-flow.tsx";
import { t } from "../lib/i18n/index.ts";

export default function StudentVerificationPage() {
  return (
    <StudentOnly
      signedOutMessage={t("verify.signedOut")}
      notStudentMessage={t("verify.notStudent")}
      loading={null}
    >
      {(user) => <StudentVerificationFlow user={user} />}
    </StudentOnly>
  );
}

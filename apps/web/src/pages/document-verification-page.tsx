import { StudentOnly } from "../features/auth/components/student-only.tsx";
import { DocumentVerification } from "../features/verification/components/document-verification.tsx";
import { t } from "../lib/i18n/index.ts";

export default function DocumentVerificationPage() {
  return (
    <StudentOnly
      signedOutMessage={t("verify.signedOut")}
      notStudentMessage={t("verify.notStudent")}
      loading={null}
    >
      {() => <DocumentVerification />}
    </StudentOnly>
  );
}

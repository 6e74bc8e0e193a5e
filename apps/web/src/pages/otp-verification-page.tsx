import { useState } from "react";
import { Navigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { StudentOnly } from "../features/auth/components/student-only.tsx";
import { startSession } from "../features/auth/lib/session.ts";
import { OtpVerification } from "../features/verification/components/otp-verification.tsx";
import { readEmailDraft } from "../features/verification/lib/email-draft.ts";
import { t } from "../lib/i18n/index.ts";
import { paths } from "../lib/paths.ts";

export default function OtpVerificationPage() {
  const queryClient = useQueryClient();
  // Read once: success clears the draft, which must not bounce the success view away.
  const [draft] = useState(readEmailDraft);
  if (!draft) return <Navigate to={paths.studentVerification} replace />;
  return (
    <StudentOnly
      signedOutMessage={t("verify.signedOut")}
      notStudentMessage={t("verify.notStudent")}
      loading={null}
    >
      {() => <OtpVerification draft={draft} onVerified={(user) => startSession(queryClient, user)} />}
    </StudentOnly>
  );
}

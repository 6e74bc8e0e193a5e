import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import { StudentOnly } from "../features/auth/components/student-only.tsx";
import { startSession } from "../features/auth/lib/session.ts";
import { OtpVerification } from "../features/verification/components/otp-verification.tsx";
import { OtpVerificationFromServer } from "../features/verification/components/otp-verification-from-server.tsx";
import { readEmailDraft } from "../features/verification/lib/email-draft.ts";
import { t } from "../lib/i18n/index.ts";

export default function OtpVerificationPage() {
  const queryClient = useQueryClient();
  // Read once: success clears the draft, which must not bounce the success view away.
  const [draft] = useState(readEmailDraft);
  const onVerified = (user: User) => startSession(queryClient, user);
  return (
    <StudentOnly
      signedOutMessage={t("verify.signedOut")}
      notStudentMessage={t("verify.notStudent")}
      loading={null}
    >
      {(user) =>
        draft ? (
          <OtpVerification draft={draft} onVerified={onVerified} />
        ) : (
          // No draft in this browser: the server may still know of a code sent to the student.
          <OtpVerificationFromServer user={user} onVerified={onVerified} />
        )
      }
    </StudentOnly>
  );
}

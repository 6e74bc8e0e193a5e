import { useState } from "react";
import type { User } from "@studentperks/contracts/auth";
import { Button } from "#web/components/ui/button.tsx";
import { CenteredCard } from "#web/components/ui/centered-card.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { useVerification } from "../api/get-verification.ts";
import { draftFromVerification } from "../lib/email-draft.ts";
import { AlreadyVerified } from "./already-verified.tsx";
import { CodeOut } from "./code-out.tsx";
import { DomainNotRecognized } from "./domain-not-recognized.tsx";
import { OtherWays } from "./other-ways.tsx";
import { StudentEmailForm } from "./student-email-form.tsx";
import { VerificationSkeleton } from "./verification-skeleton.tsx";

type View =
  | { name: "email"; email?: string }
  | { name: "other" }
  | { name: "unrecognized"; email: string; message: string | undefined };

/**
 * /student-verification (spec 000 §2, §4): the student e-mail form; a toggle to the other ways (upload
 * a document, contact support); and the "Domain Not Recognized" view after a 202. With a code out
 * (the dashboard's "Update Verification"), a way to the code entry above the form.
 */
export function StudentVerificationFlow({ user }: { user: User }) {
  const verification = useVerification();
  // Null until the student picks a view: then the stored verification decides (a reload after an
  // unknown domain shows "Domain Not Recognized" again, not an empty form).
  const [picked, setView] = useState<View | null>(null);

  if (verification.isPending) return <VerificationSkeleton title={t("verify.title")} />;
  if (verification.data?.status === "active") {
    return (
      <CenteredCard title={t("verify.alreadyTitle")}>
        <AlreadyVerified expiresAt={verification.data.expiresAt} />
      </CenteredCard>
    );
  }
  const stored = verification.data ?? null;
  const view: View =
    picked ??
    (stored?.stage === "domain_review" && stored.studentEmail
      ? { name: "unrecognized", email: stored.studentEmail, message: undefined }
      : { name: "email" });
  if (view.name === "unrecognized") {
    return (
      <CenteredCard title={t("verify.unrecognizedTitle")}>
        <DomainNotRecognized
          message={view.message}
          onTryAgain={() => setView({ name: "email", email: view.email })}
        />
      </CenteredCard>
    );
  }

  const isEmail = view.name === "email";
  const codeOut = draftFromVerification(stored, user.email);
  const lastEmail = (view.name === "email" ? view.email : undefined) ?? codeOut?.studentEmail;
  return (
    <CenteredCard
      title={t(isEmail ? "verify.title" : "verify.otherWaysTitle")}
      description={t(isEmail ? "verify.description" : "verify.otherWaysDescription")}
      footer={
        <Button variant="ghost" onClick={() => setView(isEmail ? { name: "other" } : { name: "email" })}>
          {t(isEmail ? "verify.showOtherWays" : "verify.showEmailForm")}
        </Button>
      }
    >
      {isEmail ? (
        <div className="flex flex-col gap-5">
          {codeOut ? <CodeOut draft={codeOut} /> : null}
          <StudentEmailForm
            personalEmail={user.email}
            defaultEmail={lastEmail}
            onUnrecognized={(email, message) => setView({ name: "unrecognized", email, message })}
          />
        </div>
      ) : (
        <OtherWays />
      )}
    </CenteredCard>
  );
}

import { useState } from "react";
import type { User } from "@studentperks/contracts/auth";
import { Button } from "../../../components/ui/button.tsx";
import { CenteredCard } from "../../../components/ui/centered-card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { t } from "../../../lib/i18n/index.ts";
import { useVerification } from "../api/get-verification.ts";
import { AlreadyVerified } from "./already-verified.tsx";
import { DomainNotRecognized } from "./domain-not-recognized.tsx";
import { OtherWays } from "./other-ways.tsx";
import { StudentEmailForm } from "./student-email-form.tsx";

type View =
  | { name: "email"; email?: string }
  | { name: "other" }
  | { name: "unrecognized"; email: string; message: string | undefined };

/**
 * /student-verification (spec 000 §2, §4): the student e-mail form; a toggle to the other ways (upload
 * a document, contact support); and the "Domain Not Recognized" view after a 202.
 */
export function StudentVerificationFlow({ user }: { user: User }) {
  const verification = useVerification();
  const [view, setView] = useState<View>({ name: "email" });

  if (verification.isPending) {
    return (
      <CenteredCard title={t("verify.title")}>
        <div aria-busy="true" className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            {t("common.loading")}
          </p>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </CenteredCard>
    );
  }
  if (verification.data?.status === "active") {
    return (
      <CenteredCard title={t("verify.alreadyTitle")}>
        <AlreadyVerified expiresAt={verification.data.expiresAt} />
      </CenteredCard>
    );
  }
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
  const lastEmail = view.name === "email" ? view.email : undefined;
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
        <StudentEmailForm
          personalEmail={user.email}
          defaultEmail={lastEmail}
          onUnrecognized={(email, message) => setView({ name: "unrecognized", email, message })}
        />
      ) : (
        <OtherWays />
      )}
    </CenteredCard>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import CircleCheck from "lucide-react/icons/circle-check";
import type { User } from "@studentperks/contracts/auth";
import { CODE_LENGTH } from "@studentperks/contracts/auth";
import { Button } from "#web/components/ui/button.tsx";
import { CenteredCard } from "#web/components/ui/centered-card.tsx";
import { CodeInput } from "#web/components/ui/code-input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { ResendCodeButton } from "#web/components/ui/resend-code-button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { paths } from "#web/lib/paths.ts";
import { takeReturnTo } from "#web/lib/return-to.ts";
import { noteCodeSent } from "#web/lib/resend-countdown.ts";
import { dismissToast, toast } from "#web/lib/toast.ts";
import { useSubmitStudentEmail } from "../api/submit-student-email.ts";
import { useVerifyStudentCode } from "../api/verify-student-code.ts";
import { clearEmailDraft, readTypedCode, saveTypedCode, type EmailDraft } from "../lib/email-draft.ts";

/** Spec 000 §9: how long the success view shows before the home page. */
export const VERIFIED_REDIRECT_DELAY_MS = 2000;

interface OtpVerificationProps {
  draft: EmailDraft;
  /** Takes the verified user the server answered. */
  onVerified: (user: User) => void;
}

/** /otp-verification (spec 000 §2, §4, §5, §8): the 6-digit code, its resend, and the way back. */
export function OtpVerification({ draft, onVerified }: OtpVerificationProps) {
  const navigate = useNavigate();
  const [code, setCode] = useState(readTypedCode);
  const [isVerified, setIsVerified] = useState(false);
  const verify = useVerifyStudentCode(onVerified);
  const resend = useSubmitStudentEmail();
  const labelId = useId();
  const cellId = useId();
  const firstCell = useRef<HTMLInputElement>(null);
  useEffect(() => firstCell.current?.focus(), []);
  useEffect(() => {
    if (!isVerified) return;
    // Home, or back to the offer the student left to sign up or verify.
    const timer = setTimeout(() => void navigate(takeReturnTo() ?? paths.home), VERIFIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isVerified, navigate]);

  if (isVerified) {
    return (
      <CenteredCard title={t("otp.successTitle")}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-brand-800" />
          <p className="text-ink-700">{t("otp.successMessage")}</p>
        </div>
      </CenteredCard>
    );
  }

  const submit = () => {
    if (code.length !== CODE_LENGTH) {
      toast({ variant: "destructive", title: t("otp.incompleteTitle"), description: t("otp.incomplete") });
      return;
    }
    void mutateSettled(
      verify,
      { email: draft.studentEmail, personalEmail: draft.personalEmail, otp: code },
      {
        onSuccess: () => {
          clearEmailDraft();
          // "Code Resent" and the like are out of date: the success view says what happened.
          dismissToast();
          setIsVerified(true);
        },
        onError: () =>
          toast({ variant: "destructive", title: t("otp.failed"), description: t("otp.failedMessage") }),
      },
    );
  };

  const resendCode = () =>
    void mutateSettled(
      resend,
      { institution: draft.institution, email: draft.studentEmail, personalEmail: draft.personalEmail },
      {
        onSuccess: (answer) => {
          if (answer.kind !== "code-sent") return;
          noteCodeSent("student-email", draft.studentEmail, answer.resendInSeconds);
          toast(
            answer.alreadySent
              ? { title: t("code.alreadySent"), description: answer.message }
              : {
                  title: t("otp.resent"),
                  description: t("otp.resentMessage", { email: draft.studentEmail }),
                },
          );
        },
        onError: () =>
          toast({
            variant: "destructive",
            title: t("otp.resendFailed"),
            description: t("otp.resendFailedMessage"),
          }),
      },
    );

  return (
    <CenteredCard title={t("otp.title")} description={t("otp.description", { email: draft.studentEmail })}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-2">
          <Label id={labelId} htmlFor={cellId}>
            {t("otp.codeLabel")}
          </Label>
          <CodeInput
            id={cellId}
            ref={firstCell}
            value={code}
            onChange={(value) => {
              setCode(value);
              saveTypedCode(value);
            }}
            length={CODE_LENGTH}
            aria-labelledby={labelId}
          />
        </div>
        <Button type="submit" size="lg" disabled={code.length !== CODE_LENGTH} isPending={verify.isPending}>
          {t("otp.verify")}
        </Button>
        <div className="flex flex-col gap-2">
          <ResendCodeButton
            purpose="student-email"
            email={draft.studentEmail}
            isPending={resend.isPending}
            onClick={resendCode}
          >
            {t("otp.resend")}
          </ResendCodeButton>
          <Button variant="ghost" onClick={() => void navigate(paths.studentVerification)}>
            {t("otp.back")}
          </Button>
        </div>
      </form>
    </CenteredCard>
  );
}

import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { CenteredCard, textLinkClassName } from "#web/components/ui/centered-card.tsx";
import {
  clearResetProgress,
  readResetProgress,
  RESET_GRANT_MS,
  saveResetProgress,
  type ResetProgress,
} from "#web/features/auth/lib/reset-progress.ts";
import { EmailStep } from "./email-step.tsx";
import { ResetStep } from "./reset-step.tsx";
import { CodeVerified, VerifyStep } from "./verify-step.tsx";

export type ForgotPasswordStep = "email" | "verify" | "reset";

const steps: Record<ForgotPasswordStep, { number: number; title: MessageKey }> = {
  email: { number: 1, title: "forgotPassword.emailTitle" },
  verify: { number: 2, title: "forgotPassword.verifyTitle" },
  reset: { number: 3, title: "forgotPassword.resetTitle" },
};

/** The step the address asks for, if this tab's progress allows it. */
function stepShown(asked: string | null, progress: ResetProgress | null): ForgotPasswordStep {
  if (!progress) return "email";
  if (asked === "reset") return progress.verifiedUntil === null ? "verify" : "reset";
  return asked === "verify" ? "verify" : "email";
}

/**
 * Spec 001 §2, §4: email -> verify once the code is sent; verify -> reset once it is verified;
 * reset -> /login. Back moves reset to verify and verify to email. The step is in the address
 * (`?step=`) and the e-mail in this tab's session storage, so a reload and the browser's Back keep
 * the place; a verified code stays verified on the way back, while the server's grant lasts.
 */
export function ForgotPasswordFlow() {
  const [params, setParams] = useSearchParams();
  const [storedProgress, setProgress] = useState(readResetProgress);
  // The prerendered page is the first step; this tab's place is restored once React takes it over.
  const isHydrated = useIsHydrated();
  const progress = isHydrated ? storedProgress : null;
  const step = stepShown(isHydrated ? params.get("step") : null, progress);
  const email = progress?.email ?? "";
  // Moving between steps puts the focus in the new step's first field; the first visit does not.
  const [hasMoved, setHasMoved] = useState(false);
  const goTo = (next: ForgotPasswordStep) => {
    setHasMoved(true);
    setParams(next === "email" ? {} : { step: next });
  };
  const remember = (next: ResetProgress) => {
    saveResetProgress(next);
    setProgress(next);
  };

  return (
    <CenteredCard
      eyebrow={t("forgotPassword.step", { step: steps[step].number })}
      title={t(steps[step].title)}
      description={
        step === "email"
          ? t("forgotPassword.emailDescription")
          : t(step === "verify" ? "forgotPassword.verifyDescription" : "forgotPassword.resetDescription", {
              email,
            })
      }
      footer={
        <Link to={paths.login} className={textLinkClassName}>
          {t("forgotPassword.backToLogin")}
        </Link>
      }
    >
      {step === "email" ? (
        <EmailStep
          defaultEmail={email}
          autoFocus={hasMoved}
          onSent={(sentTo) => {
            remember({ email: sentTo, verifiedUntil: null });
            goTo("verify");
          }}
        />
      ) : step === "verify" && progress?.verifiedUntil ? (
        <CodeVerified onContinue={() => goTo("reset")} onBack={() => goTo("email")} />
      ) : step === "verify" ? (
        <VerifyStep
          email={email}
          onVerified={() => {
            remember({ email, verifiedUntil: Date.now() + RESET_GRANT_MS });
            goTo("reset");
          }}
          onBack={() => goTo("email")}
        />
      ) : (
        <ResetStep email={email} onBack={() => goTo("verify")} onDone={clearResetProgress} />
      )}
    </CenteredCard>
  );
}

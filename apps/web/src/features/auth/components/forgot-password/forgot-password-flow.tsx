import { useState } from "react";
import { Link } from "react-router";
import { t, type MessageKey } from "../../../../lib/i18n/index.ts";
import { paths } from "../../../../lib/paths.ts";
import { CenteredCard, textLinkClassName } from "../../../../components/ui/centered-card.tsx";
import { EmailStep } from "./email-step.tsx";
import { ResetStep } from "./reset-step.tsx";
import { VerifyStep } from "./verify-step.tsx";

export type ForgotPasswordStep = "email" | "verify" | "reset";

const steps: Record<ForgotPasswordStep, { number: number; title: MessageKey }> = {
  email: { number: 1, title: "forgotPassword.emailTitle" },
  verify: { number: 2, title: "forgotPassword.verifyTitle" },
  reset: { number: 3, title: "forgotPassword.resetTitle" },
};

/**
 * Spec 001 §2, §4: email -> verify once the code is sent; verify -> reset once it is verified;
 * reset -> /login. Back moves reset to verify and verify to email.
 */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<ForgotPasswordStep>("email");
  const [email, setEmail] = useState("");
  // Moving between steps puts the focus in the new step's first field; the first visit does not.
  const [hasMoved, setHasMoved] = useState(false);
  const goTo = (next: ForgotPasswordStep) => {
    setHasMoved(true);
    setStep(next);
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
            setEmail(sentTo);
            goTo("verify");
          }}
        />
      ) : step === "verify" ? (
        <VerifyStep email={email} onVerified={() => goTo("reset")} onBack={() => goTo("email")} />
      ) : (
        <ResetStep email={email} onBack={() => goTo("verify")} />
      )}
    </CenteredCard>
  );
}

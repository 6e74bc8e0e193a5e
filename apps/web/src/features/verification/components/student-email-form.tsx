import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import * as z from "zod";
import { verifyStudentEmailSchema } from "@studentperks/contracts/verification";
import { Button } from "#web/components/ui/button.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { noteCodeSent } from "#web/lib/resend-countdown.ts";
import { readStored, storageKeys } from "#web/lib/storage.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import { useSubmitStudentEmail } from "../api/submit-student-email.ts";
import { clearEmailDraft, domainOf, saveEmailDraft } from "../lib/email-draft.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

/** Spec 000 §9: the pause between "code sent" and the code entry page. */
export const CODE_SENT_DELAY_MS = 1500;

const formSchema = z.object({ email: verifyStudentEmailSchema.shape.email });

interface StudentEmailFormProps {
  /** The signed-in user's own e-mail. */
  personalEmail: string;
  /** What the field starts with; else the e-mail last sent a code. */
  defaultEmail?: string;
  /** The domain is not on the list: staff will verify by hand (a 202 answer). */
  onUnrecognized: (email: string, message: string | undefined) => void;
}

/** The student e-mail: a code goes to it, or the manual path starts (spec 000 §4, §5, §8). */
export function StudentEmailForm({ personalEmail, defaultEmail, onUnrecognized }: StudentEmailFormProps) {
  const navigate = useNavigate();
  const submit = useSubmitStudentEmail();
  const [isContinuing, setIsContinuing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const form = useZodForm(formSchema, {
    defaultValues: { email: defaultEmail ?? readStored(storageKeys.studentEmail) ?? "" },
  });

  return (
    <Form
      form={form}
      onSubmit={({ email }) => {
        const draft = { studentEmail: email, institution: domainOf(email), personalEmail };
        return mutateSettled(
          submit,
          { email, personalEmail, institution: draft.institution, studentId: null },
          {
            onSuccess: (answer) => {
              if (answer.kind === "unrecognized") {
                // The server dropped any code it had sent; an e-mail kept for the code entry is stale.
                clearEmailDraft();
                onUnrecognized(email, answer.message);
                return;
              }
              noteCodeSent("student-email", email, answer.resendInSeconds);
              toast({
                title: t(answer.alreadySent ? "code.alreadySent" : "verify.codeSent"),
                description: answer.message,
                forNextScreen: true,
              });
              saveEmailDraft(draft);
              setIsContinuing(true);
              timer.current = setTimeout(() => void navigate(paths.otpVerification), CODE_SENT_DELAY_MS);
            },
            onError: (error) => toastFailure(t("verify.failed"), error, t("verify.failedFallback")),
          },
        );
      }}
    >
      <FormField
        control={form.control}
        name="email"
        label={t("verify.studentEmail")}
        hint={t("verify.studentEmailHint")}
        render={(field, control) => (
          <Input
            {...field}
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t("verify.studentEmailPlaceholder")}
          />
        )}
      />
      <Button type="submit" size="lg" isPending={submit.isPending || isContinuing}>
        {t("verify.sendCode")}
      </Button>
    </Form>
  );
}

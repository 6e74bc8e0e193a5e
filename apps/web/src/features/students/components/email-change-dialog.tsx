import { useEffect, useId, useState, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { CODE_LENGTH } from "@studentperks/contracts/auth";
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  type StudentProfile,
} from "@studentperks/contracts/students";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CodeInput } from "#web/components/ui/code-input.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { ApiError, serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { useConfirmEmailChange, useRequestEmailChange } from "../api/email-change.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

const passwordStepSchema = emailChangeRequestSchema.pick({ currentPassword: true });

const failureText = (failure: unknown) => serverMessage(failure) ?? t("dashboard.emailChange.failed");

interface EmailChangeDialogProps {
  /** The address to confirm; the dialog is open while there is one. */
  newEmail: string | null;
  /** The login e-mail until the change is confirmed. */
  currentEmail: string;
  /** Closed without a change (Cancel, Escape, a click outside). */
  onCancel: () => void;
  onChanged: (student: StudentProfile) => void;
  /** Where focus goes once the dialog has closed. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The second half of Save Changes when the login e-mail was edited (the other fields are saved
 * already): the current password sends a code to the new address, and the code makes the change.
 */
export function EmailChangeDialog({
  newEmail,
  currentEmail,
  onCancel,
  onChanged,
  onCloseAutoFocus,
}: EmailChangeDialogProps) {
  return (
    <Dialog
      open={newEmail !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {newEmail !== null ? (
          <EmailChangeSteps
            key={newEmail}
            newEmail={newEmail}
            currentEmail={currentEmail}
            onChanged={onChanged}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface StepsProps {
  newEmail: string;
  currentEmail: string;
  onChanged: (student: StudentProfile) => void;
}

function EmailChangeSteps({ newEmail, currentEmail, onChanged }: StepsProps) {
  // Kept for Resend until the dialog closes, so each new code is asked for with the password.
  const [password, setPassword] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4 overflow-y-auto p-6">
      <DialogTitle className="text-lg font-semibold text-ink-900">
        {t("dashboard.emailChange.title")}
      </DialogTitle>
      <DialogDescription className="text-sm break-words text-ink-600">
        {password === null
          ? t("dashboard.emailChange.passwordDescription", { email: newEmail })
          : t("dashboard.emailChange.codeStepDescription")}
      </DialogDescription>
      {password === null ? (
        <PasswordStep newEmail={newEmail} currentEmail={currentEmail} onSent={setPassword} />
      ) : (
        <CodeStep newEmail={newEmail} currentEmail={currentEmail} password={password} onChanged={onChanged} />
      )}
    </div>
  );
}

function PasswordStep({
  newEmail,
  currentEmail,
  onSent,
}: Omit<StepsProps, "onChanged"> & { onSent: (password: string) => void }) {
  const request = useRequestEmailChange();
  const form = useZodForm(passwordStepSchema, { defaultValues: { currentPassword: "" } });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => form.setFocus("currentPassword"), [form]);

  return (
    <Form
      form={form}
      onSubmit={({ currentPassword }) => {
        setError(null);
        return mutateSettled(
          request,
          { newEmail, currentPassword },
          {
            onSuccess: () => onSent(currentPassword),
            onError: (failure) => {
              // A wrong password goes under the field; anything else (the address is taken, too
              // many tries) above the buttons.
              const marked = applyServerIssues(
                failure,
                (path) => (path === "currentPassword" ? path : undefined),
                (field, message) => form.setError(field, { message }, { shouldFocus: true }),
              );
              if (marked === 0) setError(failureText(failure));
            },
          },
        );
      }}
    >
      {/* For password managers: the account the password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={currentEmail} readOnly hidden />
      <FormField
        control={form.control}
        name="currentPassword"
        label={t("dashboard.emailChange.currentPassword")}
        render={(field, control) => <PasswordInput {...field} {...control} autoComplete="current-password" />}
      />
      <Actions error={error}>
        <Button type="submit" isPending={request.isPending}>
          {t("dashboard.emailChange.sendCode")}
        </Button>
      </Actions>
    </Form>
  );
}

function CodeStep({ newEmail, currentEmail, password, onChanged }: StepsProps & { password: string }) {
  const confirm = useConfirmEmailChange();
  const resend = useRequestEmailChange();
  const form = useZodForm(emailChangeConfirmSchema, { defaultValues: { code: "" } });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const labelId = useId();
  useEffect(() => form.setFocus("code"), [form]);
  const isComplete = useWatch({ control: form.control, name: "code" }).length === CODE_LENGTH;

  const onResend = () => {
    setError(null);
    setNotice(null);
    resend.mutate(
      { newEmail, currentPassword: password },
      {
        onSuccess: () => {
          form.reset({ code: "" });
          setNotice(t("dashboard.emailChange.resent", { email: newEmail }));
          form.setFocus("code");
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={({ code }) => {
        setError(null);
        setNotice(null);
        return mutateSettled(
          confirm,
          { code },
          {
            onSuccess: onChanged,
            onError: (failure) => {
              // A wrong or expired code is told at the cells; anything else above the buttons.
              if (failure instanceof ApiError && failure.status === 400) {
                form.setError("code", { message: failureText(failure) }, { shouldFocus: true });
              } else {
                setError(failureText(failure));
              }
            },
          },
        );
      }}
    >
      <FormField
        control={form.control}
        name="code"
        label={<span id={labelId}>{t("dashboard.emailChange.codeLabel")}</span>}
        hint={t("dashboard.emailChange.codeDescription", { email: newEmail, current: currentEmail })}
        render={(field, control) => (
          <CodeInput {...field} {...control} length={CODE_LENGTH} aria-labelledby={labelId} />
        )}
      />
      {notice ? (
        <p role="status" className="text-sm text-ink-700">
          {notice}
        </p>
      ) : null}
      <Actions error={error}>
        <Button variant="outline" isPending={resend.isPending} onClick={onResend}>
          {t("dashboard.emailChange.resend")}
        </Button>
        <Button type="submit" disabled={!isComplete} isPending={confirm.isPending}>
          {t("dashboard.emailChange.confirm")}
        </Button>
      </Actions>
    </Form>
  );
}

/** The step's refusal, if any, then Cancel and the step's own buttons. */
function Actions({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <>
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t("dashboard.emailChange.cancel")}</Button>
        </DialogClose>
        {children}
      </div>
    </>
  );
}

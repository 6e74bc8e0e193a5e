import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { SignupDraft } from "@studentperks/contracts/auth";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { tRich } from "#web/lib/i18n/rich.tsx";
import { paths } from "#web/lib/paths.ts";
import { authSchemas } from "#web/lib/form-schemas.ts";
import { saveSignupDraft, storedSignupDraft } from "../lib/signup-draft-store.ts";
import { textLinkClassName } from "#web/components/ui/centered-card.tsx";

/** Spec 000 §9: the pause between saving the draft and showing /create-password. */
export const SIGNUP_CONTINUE_DELAY_MS = 500;

const emptyDraft: SignupDraft = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  // Consent is asked, never assumed: both boxes start unticked (issue 32; the spec had them ticked).
  emailMarketing: false,
  whatsappMarketing: false,
};

/** Student Signup: the details of the account, saved as a draft for /create-password. */
export function SignupForm() {
  const navigate = useNavigate();
  const [isContinuing, setIsContinuing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useZodForm(() => authSchemas().then((c) => c.signupDraftSchema), {
    defaultValues: emptyDraft,
  });
  // Coming back from /create-password keeps what was typed: filled in after the first render, which
  // must match the prerendered (empty) form, once the draft is checked (the schema loads only when
  // there is one), and only if nothing has been typed meanwhile.
  useEffect(() => {
    if (storedSignupDraft() === null) return;
    let isCurrent = true;
    void import("../lib/signup-draft.ts").then(({ readSignupDraft }) => {
      const draft = readSignupDraft();
      if (isCurrent && draft && !form.formState.isDirty) form.reset(draft);
    });
    return () => {
      isCurrent = false;
    };
  }, [form]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const textField = (
    name: "firstName" | "lastName" | "email" | "phone",
    label: string,
    input: { type?: string; autoComplete: string; placeholder?: string },
    hint?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      render={(field, control) => <Input {...field} {...control} {...input} />}
    />
  );

  return (
    <Form
      form={form}
      onSubmit={(draft) => {
        saveSignupDraft(draft);
        setIsContinuing(true);
        timer.current = setTimeout(() => void navigate(paths.createPassword), SIGNUP_CONTINUE_DELAY_MS);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("firstName", t("signup.firstName"), { autoComplete: "given-name" })}
        {textField("lastName", t("signup.lastName"), { autoComplete: "family-name" })}
      </div>
      {textField(
        "email",
        t("form.email"),
        { type: "email", autoComplete: "email", placeholder: t("form.emailPlaceholder") },
        t("signup.emailHint"),
      )}
      {textField("phone", t("signup.phone"), {
        type: "tel",
        autoComplete: "tel",
        placeholder: t("form.phonePlaceholder"),
      })}
      <div className="flex flex-col gap-3">
        {(["emailMarketing", "whatsappMarketing"] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            layout="inline"
            label={t(name === "emailMarketing" ? "signup.emailMarketing" : "signup.whatsappMarketing")}
            render={({ value, onChange, ...field }, control) => (
              <Checkbox
                {...field}
                {...control}
                checked={value}
                onCheckedChange={(v) => onChange(v === true)}
              />
            )}
          />
        ))}
      </div>
      <p className="text-sm text-ink-600">
        {tRich("signup.legal", {
          terms: (
            <Link to={paths.termsOfService} className={textLinkClassName}>
              {t("signup.terms")}
            </Link>
          ),
          privacy: (
            <Link to={paths.privacyPolicy} className={textLinkClassName}>
              {t("signup.privacy")}
            </Link>
          ),
        })}
      </p>
      <Button type="submit" size="lg" isPending={isContinuing}>
        {t("signup.continue")}
      </Button>
    </Form>
  );
}

import { useState } from "react";
import { Navigate } from "react-router";
import { CenteredCard } from "../components/ui/centered-card.tsx";
import { CreatePasswordForm } from "../features/auth/components/create-password-form.tsx";
import { readSignupDraft } from "../features/auth/lib/signup-draft.ts";
import { t } from "../lib/i18n/index.ts";
import { paths } from "../lib/paths.ts";

export default function CreatePasswordPage() {
  // Read once: registering clears the draft, which must not bounce the page back to /signup.
  const [draft] = useState(readSignupDraft);
  if (!draft) return <Navigate to={paths.signup} replace />;
  return (
    <CenteredCard title={t("createPassword.title")} description={t("createPassword.description")}>
      <CreatePasswordForm draft={draft} />
    </CenteredCard>
  );
}

import { ForgotPasswordFlow } from "../features/auth/components/forgot-password/forgot-password-flow.tsx";
import { usePageDescription } from "../lib/use-page-description.ts";
import { t } from "../lib/i18n/index.ts";

export default function ForgotPasswordPage() {
  usePageDescription(t("description.forgotPassword"));
  return <ForgotPasswordFlow />;
}

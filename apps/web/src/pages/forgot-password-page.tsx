import { ForgotPasswordFlow } from "../features/auth/components/forgot-password/forgot-password-flow.tsx";

export default function ForgotPasswordPage() {
  return <ForgotPasswordFlow />;
}

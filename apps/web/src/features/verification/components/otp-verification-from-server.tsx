import { useState } from "react";
import { Navigate } from "react-router";
import type { User } from "@studentperks/contracts/auth";
import type { Verification } from "@studentperks/contracts/verification";
import { paths } from "#web/lib/paths.ts";
import { useVerification } from "../api/get-verification.ts";
import { draftFromVerification } from "../lib/email-draft.ts";
import { OtpVerification } from "./otp-verification.tsx";

interface Props {
  user: User;
  onVerified: (user: User) => void;
}

/**
 * /otp-verification when this browser kept no student e-mail: the code entry for the one the server
 * says a code is out to (another device, or a domain staff just listed); else back to the e-mail form.
 */
export function OtpVerificationFromServer({ user, onVerified }: Props) {
  const verification = useVerification();
  if (verification.isPending) return null;
  if (verification.isError) return <Navigate to={paths.studentVerification} replace />;
  return <FrozenDraft verification={verification.data} user={user} onVerified={onVerified} />;
}

function FrozenDraft({ verification, user, onVerified }: Props & { verification: Verification | null }) {
  // Read once: success makes the status active, which must not bounce the success view away.
  const [draft] = useState(() => draftFromVerification(verification, user.email));
  if (!draft) return <Navigate to={paths.studentVerification} replace />;
  return <OtpVerification draft={draft} onVerified={onVerified} />;
}

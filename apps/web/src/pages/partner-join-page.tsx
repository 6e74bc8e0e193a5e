import { useAuth } from "../features/auth/hooks/use-auth.ts";
import { JoinInvitation } from "../features/partners/components/join-invitation.tsx";

/** /partners/join#<token>: an invitation to a brand (issue 37); the auth feature says who is signed in. */
export default function PartnerJoinPage() {
  const { user, isLoading } = useAuth();
  return <JoinInvitation user={user} isUserLoading={isLoading} />;
}

import { useSearchParams } from "react-router";
import { useAuth } from "../features/auth/hooks/use-auth.ts";
import { CardView } from "../features/card/components/card-view.tsx";
import { OFFER_PARAM } from "../lib/paths.ts";

/** /card: the student's in-store card (issue 35); the auth feature says who, the card feature shows it. */
export default function CardPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const offer = Number(params.get(OFFER_PARAM));
  return (
    <CardView
      userId={user?.id ?? null}
      isStudent={user?.role === "student"}
      fromOfferId={Number.isInteger(offer) && offer > 0 ? offer : null}
    />
  );
}

import type { OfferStatus } from "@studentperks/contracts/catalogue";
import { Badge } from "#web/components/ui/badge.tsx";
import { offersText } from "../messages.ts";

const variants = { draft: "warning", published: "success", paused: "warning", archived: "neutral" } as const;

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge variant={variants[status]}>{offersText(`status.${status}`)}</Badge>;
}

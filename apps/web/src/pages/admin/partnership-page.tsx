import { useParams } from "react-router";
import { PartnershipDetailScreen } from "#web/features/admin/partnerships/components/partnership-detail.tsx";

/** /admin/partnerships/:id: one request, to approve or reject. */
export default function PartnershipPage() {
  const { id = "" } = useParams();
  return <PartnershipDetailScreen key={id} id={id} />;
}

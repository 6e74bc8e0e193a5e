import { useParams } from "react-router";
import { ProposalDetailScreen } from "#web/features/admin/proposals/components/proposal-detail.tsx";

/** /admin/proposals/:id: one proposal, to approve or send back. */
export default function ProposalPage() {
  const { id = "" } = useParams();
  return <ProposalDetailScreen key={id} id={id} />;
}

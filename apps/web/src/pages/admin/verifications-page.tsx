import { ConsolePage } from "../../features/admin/shared/components/console-page.tsx";
import { VerificationQueueView } from "../../features/admin/verifications/components/verification-queue.tsx";
import { vt } from "../../features/admin/verifications/messages.en.ts";

/** /admin/verifications: students waiting for staff to confirm they study. */
export default function VerificationsPage() {
  return (
    <ConsolePage title={vt("title")} description={vt("description")}>
      <VerificationQueueView />
    </ConsolePage>
  );
}

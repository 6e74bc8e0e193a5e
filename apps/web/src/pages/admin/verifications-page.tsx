import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { VerificationQueueView } from "#web/features/admin/verifications/components/verification-queue.tsx";
import { verificationsText } from "#web/features/admin/verifications/messages.ts";

/** /admin/verifications: students waiting for staff to confirm they study. */
export default function VerificationsPage() {
  return (
    <ConsolePage title={verificationsText("title")} description={verificationsText("description")}>
      <VerificationQueueView />
    </ConsolePage>
  );
}

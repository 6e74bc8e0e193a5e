import { AuditLog } from "../../features/admin/audit/components/audit-log.tsx";
import { ConsolePage } from "../../features/admin/shared/components/console-page.tsx";
import { at } from "../../features/admin/shared/messages.en.ts";

/** /admin/audit: who decided what, and when. */
export default function AuditPage() {
  return (
    <ConsolePage title={at("audit.title")} description={at("audit.description")}>
      <AuditLog />
    </ConsolePage>
  );
}

import { AuditLog } from "../../features/admin/audit/components/audit-log.tsx";
import { ConsolePage } from "../../features/admin/shared/components/console-page.tsx";
import { consoleText } from "../../features/admin/shared/messages.en.ts";

/** /admin/audit: who decided what, and when. */
export default function AuditPage() {
  return (
    <ConsolePage title={consoleText("audit.title")} description={consoleText("audit.description")}>
      <AuditLog />
    </ConsolePage>
  );
}

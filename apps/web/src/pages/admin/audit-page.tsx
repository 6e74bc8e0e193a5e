import { AuditLog } from "#web/features/admin/audit/components/audit-log.tsx";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";

/** /admin/audit: who decided what, and when. */
export default function AuditPage() {
  return (
    <ConsolePage title={consoleText("audit.title")} description={consoleText("audit.description")}>
      <AuditLog />
    </ConsolePage>
  );
}

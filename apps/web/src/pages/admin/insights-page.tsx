import { InsightsView } from "#web/features/admin/insights/components/insights-view.tsx";
import { insightsText } from "#web/features/admin/insights/messages.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";

/** /admin/insights: what works, for a chosen period. */
export default function InsightsPage() {
  return (
    <ConsolePage title={insightsText("title")} description={insightsText("description")}>
      <InsightsView />
    </ConsolePage>
  );
}

import { useEffect } from "react";
import { withoutDirectionControls } from "@studentperks/contracts/direction-controls";

/**
 * The browser tab's title while the page is shown (WCAG 2.4.2); null leaves it to someone else. A
 * brand's name stored before direction controls were refused loses them here (issue 31).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = withoutDirectionControls(title);
  }, [title]);
}

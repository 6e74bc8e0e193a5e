import { useEffect } from "react";
import { withoutDirectionControls } from "@studentperks/contracts/direction-controls";
import { t } from "./i18n/index.ts";

/**
 * The browser tab's title while the page is shown (WCAG 2.4.2); null leaves it to someone else. A
 * brand's name stored before direction controls were refused loses them here (issue 31).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = withoutDirectionControls(title);
  }, [title]);
}

/**
 * The tab's title while this is shown (an open offer), the page's own again when it goes: the page
 * set its title once, as it arrived, and does not set it again.
 */
export function useDocumentTitleWhileShown(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = withoutDirectionControls(title);
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * An open offer (?offer=<id>): "<offer> at <brand> — StudentPerks". Here, not with the pages' titles:
 * the offer opens on the home page, before the pages' catalogue has loaded.
 */
export const offerTitle = (offer: string, brand: string) =>
  `${t("title.offer", { offer, brand })} — StudentPerks`;

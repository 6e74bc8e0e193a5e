import { useEffect } from "react";

/** The browser tab's title while the page is shown (WCAG 2.4.2); null leaves it to someone else. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

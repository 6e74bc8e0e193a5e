import { useEffect } from "react";

/** The browser tab's title while the page is shown (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

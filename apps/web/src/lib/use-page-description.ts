import { createContext, use, useEffect } from "react";

/** Given by the build's prerender (entry-server.tsx): it is told what the page says of itself. */
export const DescriptionCollector = createContext<((description: string) => void) | null>(null);

const DESCRIPTION_TAGS =
  'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]';

/**
 * The page's own summary for search results and link previews: in the prerendered head (the build
 * collects it from the render), and put in the head again when the app shows the page.
 */
export function usePageDescription(description: string): void {
  use(DescriptionCollector)?.(description);
  useEffect(() => {
    for (const tag of document.querySelectorAll(DESCRIPTION_TAGS)) tag.setAttribute("content", description);
  }, [description]);
}

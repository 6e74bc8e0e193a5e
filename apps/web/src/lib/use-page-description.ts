import { useEffect } from "react";

/** What the page last rendered said of itself, read by the build's prerender for the page's head. */
export const renderedDescription = { current: null as string | null };

const DESCRIPTION_TAGS =
  'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]';

/**
 * The page's own summary for search results and link previews: in the prerendered head (the build
 * reads it from the render), and put in the head again when the app shows the page.
 */
export function usePageDescription(description: string): void {
  if (import.meta.env.SSR) renderedDescription.current = description;
  useEffect(() => {
    for (const tag of document.querySelectorAll(DESCRIPTION_TAGS)) tag.setAttribute("content", description);
  }, [description]);
}

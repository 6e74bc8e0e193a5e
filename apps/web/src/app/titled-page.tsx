// Loaded with every lazy page (router.tsx), so the titles of the pages, and of the staff console's
// screens, stay out of the home page's first load.
import type { ComponentType } from "react";
import { useLocation } from "react-router";
import { namesItself, pageTitle } from "#web/lib/page-titles.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";

/** The page, naming itself in the browser's tab by its address (unless it names itself). */
export function titled(Page: ComponentType): ComponentType {
  return function TitledPage() {
    const path = useLocation().pathname;
    useDocumentTitle(namesItself(path) ? null : pageTitle(path));
    return <Page />;
  };
}

// Loaded with every lazy page (router.tsx), so the titles of the pages, and of the staff console's
// screens, stay out of the home page's first load.
import type { ComponentType } from "react";
import { useLocation } from "react-router";
import { pageTitle } from "#web/lib/page-titles.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";

/** The page, naming itself in the browser's tab by its address. */
export function titled(Page: ComponentType): ComponentType {
  return function TitledPage() {
    useDocumentTitle(pageTitle(useLocation().pathname));
    return <Page />;
  };
}

import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { t } from "#web/lib/i18n/index.ts";
import { usePageArrival } from "#web/lib/use-page-arrival.ts";
import { useScrollManager } from "#web/lib/use-scroll-manager.ts";
import { useToastsFollowScreens } from "#web/lib/use-toasts-follow-screens.ts";
import { RouteErrorBoundary } from "../route-error-boundary.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/**
 * Header, page, footer. The page sits inside its own error boundary, so a broken page never blanks
 * the header and footer. While a page's code loads, the header stands alone above a screen-high
 * space, and the footer comes with the page: drawn earlier, it would be shoved down when the page
 * arrives (a layout shift of 0.31 measured).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollManager();
  usePageArrival();
  useToastsFollowScreens();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-ink-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t("nav.skipToContent")}
      </a>
      <Header />
      <Suspense fallback={<main id="main" tabIndex={-1} className="min-h-dvh" />}>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
          <RouteErrorBoundary key={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </main>
        <Footer />
      </Suspense>
    </div>
  );
}

import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { t } from "../../lib/i18n/index.ts";
import { usePageArrival } from "../../lib/use-page-arrival.ts";
import { useScrollManager } from "../../lib/use-scroll-manager.ts";
import { RouteErrorBoundary } from "../route-error-boundary.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/**
 * Header, page, footer. The page sits inside its own error boundary and suspense boundary, so a
 * broken or still-loading page never blanks the header and footer.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollManager();
  usePageArrival();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<div className="min-h-[60vh]" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

import { DirectionProvider } from "@radix-ui/react-direction";
import { directionOf } from "@studentperks/contracts/i18n/locales";
import { useLocale } from "../lib/i18n/index.ts";
import { AppProviders } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

/** The app inside a router: the browser's (main.tsx), or a fixed address for the prerender (entry-server.tsx). */
export function App() {
  const locale = useLocale();
  return (
    <DirectionProvider dir={directionOf(locale)}>
      <AppProviders>
        {/* A new language renders every screen afresh in it; the query cache and the URL stay. */}
        <AppRoutes key={locale} />
      </AppProviders>
    </DirectionProvider>
  );
}

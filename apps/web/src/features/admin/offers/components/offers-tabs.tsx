import { NavLink } from "react-router";
import { cn } from "#web/lib/cn.ts";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { offersText } from "../messages.ts";

const screens = [
  { to: adminPaths.offers, label: offersText("tabs.all") },
  { to: adminPaths.featuredOffers, label: offersText("tabs.featured") },
  { to: adminPaths.brands, label: offersText("tabs.brands") },
];

/** Offers → All offers | Featured | Brands: the Offers section's screens, the current one marked for all. */
export function OffersTabs() {
  return (
    <nav aria-label={offersText("tabs.label")}>
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
                  isActive
                    ? "border-ink-900 bg-ink-900 text-white"
                    : "border-ink-300 bg-white text-ink-700 hover:bg-ink-50 hover:text-ink-900",
                )
              }
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

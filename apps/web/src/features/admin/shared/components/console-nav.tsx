import { NavLink } from "react-router";
import { cn } from "#web/lib/cn.ts";
import { adminPaths } from "../admin-paths.ts";
import { consoleText } from "../messages.ts";

const sections = [
  { to: adminPaths.verifications, label: consoleText("nav.verifications") },
  { to: adminPaths.partnerships, label: consoleText("nav.partnerships") },
  { to: adminPaths.offers, label: consoleText("nav.offers") },
  { to: adminPaths.institutions, label: consoleText("nav.institutions") },
  { to: adminPaths.insights, label: consoleText("nav.insights") },
  { to: adminPaths.audit, label: consoleText("nav.audit") },
];

/** The console's sections; a row that scrolls sideways on phones, the current one marked for all. */
export function ConsoleNav() {
  return (
    <nav aria-label={consoleText("console.navLabel")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-ink-200">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-800",
                  isActive
                    ? "border-brand-800 text-ink-950"
                    : "border-transparent text-ink-600 hover:text-ink-900",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { NavLink } from "react-router";
import { cn } from "../../../../lib/cn.ts";
import { adminPaths } from "../admin-paths.ts";
import { at } from "../messages.en.ts";

const sections = [
  { to: adminPaths.verifications, label: at("nav.verifications") },
  { to: adminPaths.partnerships, label: at("nav.partnerships") },
  { to: adminPaths.offers, label: at("nav.offers") },
  { to: adminPaths.institutions, label: at("nav.institutions") },
  { to: adminPaths.insights, label: at("nav.insights") },
  { to: adminPaths.audit, label: at("nav.audit") },
];

/** The console's sections; a row that scrolls sideways on phones, the current one marked for all. */
export function ConsoleNav() {
  return (
    <nav aria-label={at("console.navLabel")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-800",
                  isActive
                    ? "border-brand-800 text-slate-950"
                    : "border-transparent text-slate-600 hover:text-slate-900",
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

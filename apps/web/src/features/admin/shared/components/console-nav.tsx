import { useQuery } from "@tanstack/react-query";
import { NavLink } from "react-router";
import { cn } from "#web/lib/cn.ts";
import { adminPaths } from "../admin-paths.ts";
import { consoleText } from "../messages.ts";
import { offerChangesQuery } from "../offer-changes-query.ts";

const sections = [
  { to: adminPaths.verifications, label: consoleText("nav.verifications") },
  { to: adminPaths.partnerships, label: consoleText("nav.partnerships") },
  { to: adminPaths.proposals, label: consoleText("nav.proposals"), counts: "proposals" },
  { to: adminPaths.offers, label: consoleText("nav.offers") },
  { to: adminPaths.institutions, label: consoleText("nav.institutions") },
  { to: adminPaths.insights, label: consoleText("nav.insights") },
  { to: adminPaths.audit, label: consoleText("nav.audit") },
  { to: adminPaths.accounts, label: consoleText("nav.accounts") },
] as const;

/** How many proposals wait for staff: the waiting list the Proposals screen reads (one small request). */
function WaitingCount() {
  const { data } = useQuery(offerChangesQuery("submitted"));
  const count = data?.changes.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="ms-2 inline-flex min-w-5 items-center justify-center rounded-pill bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{consoleText("nav.waiting", { count })}</span>
    </span>
  );
}

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
              {"counts" in section ? <WaitingCount /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

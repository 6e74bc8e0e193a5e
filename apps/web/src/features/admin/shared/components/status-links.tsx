import { Link } from "react-router";
import { cn } from "#web/lib/cn.ts";

interface StatusLinksProps<S extends string> {
  /** The statuses in their order; the first is the list's default (the plain address). */
  statuses: readonly S[];
  current: S;
  /** The list's address. */
  base: string;
  label: string;
  text: (status: S) => string;
}

/** The status is in the address (?status=), so a list can be linked to and Back returns to it. */
export function statusHrefIn<S extends string>(base: string, statuses: readonly S[], status: S): string {
  return status === statuses[0] ? base : `${base}?status=${status}`;
}

/** The status a ?status= value names among `statuses`; anything else is the first (the default). */
export function statusIn<S extends string>(statuses: readonly S[], value: string | null): S {
  return (statuses as readonly string[]).includes(value ?? "") ? (value as S) : statuses[0]!;
}

/** A list's statuses as links (partnership requests, proposals); the one shown is marked current. */
export function StatusLinks<S extends string>({ statuses, current, base, label, text }: StatusLinksProps<S>) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex flex-wrap rounded-lg border border-ink-300 bg-white p-1">
        {statuses.map((status) => (
          <li key={status}>
            <Link
              to={statusHrefIn(base, statuses, status)}
              aria-current={status === current ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
                status === current ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-100",
              )}
            >
              {text(status)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link in the console's text: underlined, dark enough for 4.5:1 on white, with a visible focus. */
export const consoleLinkClassName =
  "text-brand-900 underline underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/** Above a screen: the way back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`self-start text-sm font-semibold ${consoleLinkClassName}`}>
      {/* An arrow is no mirrored character: it turns by hand to point back in right-to-left pages. */}
      <span aria-hidden="true" className="me-1 inline-block rtl:-scale-x-100">
        ←
      </span>
      {children}
    </Link>
  );
}

/** An address a merchant gave (a website, a referral link), opened in a new tab, as written. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      dir="ltr"
      className={`break-all ${consoleLinkClassName}`}
    >
      {href}
    </a>
  );
}

import { Link } from "react-router";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import { discountsHref, paths, socialLinks } from "#web/lib/paths.ts";
import { BrandLogo } from "./brand-logo.tsx";

const columns: { title: MessageKey; links: { key: MessageKey; to: string }[] }[] = [
  {
    title: "footer.explore",
    links: [
      { key: "footer.browseDiscounts", to: discountsHref },
      { key: "footer.howItWorks", to: paths.howItWorks },
      { key: "footer.partnerWithUs", to: paths.forMerchants },
    ],
  },
  {
    title: "footer.company",
    links: [
      { key: "footer.contactUs", to: paths.contactUs },
      { key: "footer.privacyPolicy", to: paths.privacyPolicy },
      { key: "footer.termsOfService", to: paths.termsOfService },
    ],
  },
];

const linkClassName = "rounded-sm text-ink-300 transition-colors hover:text-white";
const socialClassName =
  "inline-flex size-10 items-center justify-center rounded-full bg-ink-800 text-ink-200 transition-colors hover:bg-brand hover:text-brand-950";

export function Footer() {
  return (
    <footer className="bg-ink-900 text-ink-300 [&_:focus-visible]:outline-brand">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <BrandLogo inverted className="self-start" />
          <p className="max-w-sm text-sm">{t("footer.description")}</p>
          <div className="flex gap-3" aria-label={t("footer.follow")} role="group">
            <a
              href={socialLinks.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("footer.instagram")}
              className={socialClassName}
            >
              <InstagramIcon />
            </a>
            <a
              href={socialLinks.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("footer.linkedin")}
              className={socialClassName}
            >
              <LinkedInIcon />
            </a>
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t(column.title)}</h2>
            <ul className="mt-4 flex flex-col gap-3 text-sm">
              {column.links.map(({ key, to }) => (
                <li key={key}>
                  <Link to={to} className={linkClassName}>
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ink-800">
        {/* The prerendered page has the year it was built in; a page built in December and opened in
            January keeps that year rather than failing to hydrate. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 py-6 text-sm text-ink-400 sm:px-6 lg:px-8"
        >
          {t("footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

// Brand marks are not in lucide; simple outlines drawn to match its 24px grid and stroke.
function InstagramIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-5.02c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75Z" />
    </svg>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { fillRich } from "#web/lib/i18n/rich.tsx";
import { paths } from "#web/lib/paths.ts";
import type { LegalBlock, LegalDate, LegalDocument, LegalLabels } from "../types.ts";
import { legalLinkClassName, SupportEmailLink } from "./support-email-link.tsx";

interface LegalDocumentViewProps {
  document: LegalDocument;
  labels: LegalLabels;
}

/**
 * A legal page (spec 001 §2): the title with its dates, a table of contents, then each section
 * under its own anchor, so a link can point at one (e.g. /privacy-policy#cookies).
 */
export function LegalDocumentView({ document, labels }: LegalDocumentViewProps) {
  const links = {
    supportEmail: <SupportEmailLink fallback={labels.supportTeam} />,
    privacyPolicy: (
      <Link to={paths.privacyPolicy} className={legalLinkClassName}>
        {labels.privacyPolicy}
      </Link>
    ),
    termsOfService: (
      <Link to={paths.termsOfService} className={legalLinkClassName}>
        {labels.termsOfService}
      </Link>
    ),
  };

  return (
    <article className="flex flex-1 flex-col" aria-labelledby="legal-title">
      <header className="bg-gradient-to-b from-brand-50 to-white px-4 pt-12 pb-8 sm:px-6 sm:pt-16 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <h1 id="legal-title" className="text-h1 text-balance text-ink-900">
            {document.title}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-ink-700">{document.summary}</p>
          {labels.translationNotice ? (
            <p className="mt-4 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
              {labels.translationNotice}
            </p>
          ) : null}
          <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-700">
            <DateItem label={labels.effective} date={document.effective} />
            <DateItem label={labels.lastUpdated} date={document.lastUpdated} />
          </dl>
        </div>
      </header>

      <div className="px-4 pb-16 sm:px-6 lg:px-8">
        <div className="mx-auto grid w-full max-w-5xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <nav
            aria-label={labels.contents}
            className="self-start rounded-card border border-ink-200 bg-white p-5 lg:sticky lg:top-24"
          >
            <p className="text-sm font-semibold tracking-wider text-ink-900 uppercase">{labels.contents}</p>
            <ol className="mt-3 flex flex-col gap-1 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-ink-700 transition-colors hover:bg-brand-50 hover:text-ink-900"
                  >
                    <span className="w-5 shrink-0 text-end text-ink-500 tabular-nums">{index + 1}.</span>{" "}
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="flex min-w-0 flex-col gap-10">
            {document.sections.map((section, index) => (
              <section key={section.id} id={section.id} className="scroll-mt-24">
                <h2 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
                  <span className="me-2 text-brand-800 tabular-nums">{index + 1}.</span> {section.title}
                </h2>
                <div className="mt-3 flex flex-col gap-3 leading-relaxed text-pretty text-ink-700">
                  {section.body.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} links={links} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}

function DateItem({ label, date }: { label: string; date: LegalDate }) {
  return (
    <div className="flex gap-1.5">
      <dt className="font-semibold text-ink-900">{label}:</dt>{" "}
      <dd>
        <time dateTime={date.iso}>{date.text}</time>
      </dd>
    </div>
  );
}

function Block({ block, links }: { block: LegalBlock; links: Record<string, ReactNode> }) {
  if (typeof block === "string") return <p>{fillRich(block, links)}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 ps-5 marker:text-brand-700">
      {block.list.map((item, index) =>
        typeof item === "string" ? (
          <li key={index}>{fillRich(item, links)}</li>
        ) : (
          <li key={index}>
            <strong className="font-semibold text-ink-900">{item.term}:</strong> {fillRich(item.text, links)}
          </li>
        ),
      )}
    </ul>
  );
}

import { t } from "#web/lib/i18n/index.ts";
import { pressLogos } from "../logos.ts";

/** "We Have Been Mentioned By..." with the 5 publication logos (spec 000 §2, §9). */
export function MediaStrip() {
  return (
    <section aria-labelledby="media-title" className="border-t border-ink-200 bg-ink-50 px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="media-title" className="text-center text-h2 text-ink-900">
          {t("media.title")}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
          {pressLogos.map((logo) => (
            <li key={logo.src}>
              <img
                src={logo.src}
                alt={logo.name}
                width={200}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-[200px] opacity-80"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

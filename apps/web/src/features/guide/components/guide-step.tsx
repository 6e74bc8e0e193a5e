import { cn } from "#web/lib/cn.ts";
import { useLocale } from "#web/lib/i18n/index.ts";
import type { GuideStep } from "../content/guide.en.ts";
import { SCREENSHOT_SIZE, screenshotSrc } from "../screenshots.ts";

interface GuideStepItemProps {
  step: GuideStep;
  number: number;
  /** The first screenshot may be in view on arrival, so it is not lazy. */
  isFirst: boolean;
}

/** One step: number, title and text beside its screenshot (alternating sides on wide screens). */
export function GuideStepItem({ step, number, isFirst }: GuideStepItemProps) {
  const locale = useLocale();
  return (
    <li className="grid items-center gap-8 border-b border-ink-200 py-12 last:border-b-0 md:grid-cols-2 md:gap-12">
      <div className={cn("flex flex-col gap-4", number % 2 === 0 && "md:order-last")}>
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-brand-950">
          {number}
        </span>
        <h2 className="text-h2 text-balance text-ink-900">{step.title}</h2>
        {step.body.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-pretty text-ink-700">
            {paragraph}
          </p>
        ))}
      </div>
      <img
        src={screenshotSrc(step.screenshot, locale)}
        alt={step.alt}
        width={SCREENSHOT_SIZE.width}
        height={SCREENSHOT_SIZE.height}
        loading={isFirst ? undefined : "lazy"}
        decoding="async"
        className="mx-auto h-auto w-56 rounded-[1.75rem] border-[6px] border-ink-900 bg-white shadow-dialog sm:w-64"
      />
    </li>
  );
}

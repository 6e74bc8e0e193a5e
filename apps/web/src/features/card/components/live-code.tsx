import type { StudentCard } from "@studentperks/contracts/card";
import { CARD_RENEW_MS } from "@studentperks/contracts/card";
import { t, useLocale } from "#web/lib/i18n/index.ts";
import { formatClock, groupedCode } from "../lib/format.ts";
import { msUntil } from "../lib/server-clock.ts";
import { QrCode } from "./qr-code.tsx";

/**
 * The live part of the card: the QR a cashier scans, the code to type when scanning fails, a clock
 * with seconds and the time to the next code, so a screenshot is plainly a still.
 */
export function LiveCode({ card, now }: { card: StudentCard; now: Date }) {
  const locale = useLocale();
  const seconds = Math.max(0, Math.ceil(msUntil(card.renewAt) / 1_000));
  const left = Math.min(1, (seconds * 1_000) / CARD_RENEW_MS);
  const checkAddress = `${window.location.host}/v`;
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="w-full max-w-64 rounded-xl border-2 border-ink-900 bg-white p-2">
        <QrCode value={card.checkUrl} label={t("card.qrLabel")} />
      </div>
      <p className="flex items-center gap-2 text-3xl font-bold text-ink-900 tabular-nums" dir="ltr">
        <span
          aria-hidden="true"
          className="size-3 animate-pulse rounded-full bg-brand-600 motion-reduce:animate-none"
        />
        <span className="sr-only">{t("card.clock")}: </span>
        <time dateTime={now.toISOString()}>{formatClock(now, locale)}</time>
      </p>
      <div className="w-full max-w-64">
        <div className="h-1.5 overflow-hidden rounded-pill bg-ink-100" aria-hidden="true">
          <div
            className="h-full bg-brand-600 transition-transform duration-1000 ease-linear ltr:origin-left rtl:origin-right"
            style={{ transform: `scaleX(${left})` }}
          />
        </div>
        <p className="mt-1 text-center text-sm text-ink-600">{t("card.renewsIn", { seconds })}</p>
      </div>
      <div className="w-full rounded-lg bg-ink-50 px-4 py-3 text-center">
        <p className="text-sm text-ink-700">{t("card.checkCode", { address: checkAddress })}</p>
        <p dir="ltr" className="mt-1 font-mono text-3xl font-bold tracking-[0.2em] text-ink-900">
          {groupedCode(card.checkCode)}
        </p>
      </div>
    </div>
  );
}

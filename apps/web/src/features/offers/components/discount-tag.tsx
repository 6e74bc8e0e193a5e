import type { PublicOffer } from "@studentperks/contracts/offers";
import { cn } from "#web/lib/cn.ts";
import { discountDisplay } from "../lib/discount-display.ts";

interface DiscountTagProps {
  offer: Pick<PublicOffer, "offerType" | "discountType" | "discountValue">;
  className?: string;
}

/** The discount in big type with its subtitle below (spec 000 §9), on the brand green. */
export function DiscountTag({ offer, className }: DiscountTagProps) {
  const { title, subtitle } = discountDisplay(offer);
  return (
    <p
      className={cn(
        "flex min-w-20 shrink-0 flex-col items-center justify-center rounded-xl bg-brand px-3 py-2 text-center leading-none text-brand-950",
        className,
      )}
    >
      <span className="text-lg font-extrabold tracking-tight">{title}</span>
      {subtitle ? <span className="mt-1 text-[0.6875rem] font-bold tracking-wider">{subtitle}</span> : null}
    </p>
  );
}

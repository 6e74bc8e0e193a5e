// The hero at the top of a landing page: an eyebrow, the page's h1, a line of description, then
// whatever the page adds (its call to action), and beside it on wide screens (below on phones) a
// picture if the page has one. The home and merchants pages share it. Compact on phones, so what the
// page leads to (the home page's search and offers) starts within the first screen and a half.
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

interface PageHeroProps {
  titleId: string;
  eyebrow: string;
  title: string;
  description: string;
  /** Extra classes for the h1. */
  titleClassName?: string;
  /** Decorative imagery: beside the text from lg, under it on smaller screens. Its box must not change size. */
  media?: ReactNode;
  children?: ReactNode;
}

/**
 * Deep brand green with light text (title 12:1, description 11:1), so the focus ring turns light
 * here as in the footer. The glow is a background, not an element: nothing in it can be the page's
 * largest paint, which stays the title.
 */
export function PageHero({
  titleId,
  eyebrow,
  title,
  description,
  titleClassName,
  media,
  children,
}: PageHeroProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "relative isolate overflow-hidden bg-brand-950 text-white [&_:focus-visible]:outline-brand-300",
        "bg-[radial-gradient(48rem_28rem_at_80%_-10%,rgb(87_204_151/0.35),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,rgb(31_122_82/0.45),transparent_70%)]",
        "rtl:bg-[radial-gradient(48rem_28rem_at_20%_-10%,rgb(87_204_151/0.35),transparent_70%),radial-gradient(40rem_24rem_at_100%_110%,rgb(31_122_82/0.45),transparent_70%)]",
      )}
    >
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 pt-12 pb-12 sm:px-6 sm:pt-20 sm:pb-16 lg:px-8",
          media &&
            "flex flex-col pt-4 pb-8 sm:pt-10 sm:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_31rem] lg:items-center lg:gap-12 lg:pt-20 lg:pb-20",
        )}
      >
        <div
          className={cn(
            "flex flex-col items-center text-center",
            media ? "lg:items-start lg:text-start" : "mx-auto max-w-3xl",
          )}
        >
          <p className="mb-3 rounded-pill bg-brand-400/15 px-4 py-1 text-xs font-semibold sm:mb-5 sm:text-small text-brand-200 ring-1 ring-brand-300/30">
            {eyebrow}
          </p>
          <h1 id={titleId} className={cn("text-display text-balance text-white", titleClassName)}>
            {title}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-pretty text-ink-100 sm:mt-5 sm:text-lg">
            {description}
          </p>
          {children}
        </div>
        {media}
      </div>
    </section>
  );
}

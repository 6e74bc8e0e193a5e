// The hero at the top of a landing page: an eyebrow, the page's h1, a line of description, then
// whatever the page adds (its call to action). The home and merchants pages share it.
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

interface PageHeroProps {
  titleId: string;
  eyebrow: string;
  title: string;
  description: string;
  /** Extra classes for the h1 (the home page's is larger on wide screens). */
  titleClassName?: string;
  children?: ReactNode;
}

export function PageHero({ titleId, eyebrow, title, description, titleClassName, children }: PageHeroProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="bg-gradient-to-b from-brand-50 to-white px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="mb-4 rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-900">
          {eyebrow}
        </p>
        <h1
          id={titleId}
          className={cn(
            "text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl",
            titleClassName,
          )}
        >
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-700">{description}</p>
        {children}
      </div>
    </section>
  );
}

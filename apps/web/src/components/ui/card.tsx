import type { ComponentProps, ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

export function Card({ className, ...props }: ComponentProps<"section">) {
  return (
    <section
      className={cn("rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6", className)}
      {...props}
    />
  );
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  titleId?: string;
  icon?: ReactNode;
  /** Heading level, so pages keep their outline (h1 page title, h2 cards). */
  as?: "h1" | "h2";
  action?: ReactNode;
}

export function CardHeader({
  title,
  description,
  titleId,
  icon,
  as: Heading = "h2",
  action,
}: CardHeaderProps) {
  return (
    <div className="mb-5 flex items-start justify-between gap-4">
      <div className="flex items-start gap-3">
        {icon ? (
          <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-100 text-brand-900 [&_svg]:size-5">
            {icon}
          </span>
        ) : null}
        <div className="flex flex-col gap-1">
          <Heading id={titleId} className="text-h3 text-ink-900">
            {title}
          </Heading>
          {description ? <p className="text-small text-ink-600">{description}</p> : null}
        </div>
      </div>
      {action}
    </div>
  );
}

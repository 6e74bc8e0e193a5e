import { cn } from "#web/lib/cn.ts";

/**
 * A decorative spinner; pair it with text or aria-busy on the busy element. Drawn with CSS rather
 * than an icon, so Button can show it without pulling the icon library into the home page.
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none",
        className,
      )}
    />
  );
}

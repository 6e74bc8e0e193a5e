import LoaderCircle from "lucide-react/icons/loader-circle";
import { cn } from "../../lib/cn.ts";

/** A decorative spinner; pair it with text or aria-busy on the busy element. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn("size-4 animate-spin motion-reduce:animate-none", className)}
    />
  );
}

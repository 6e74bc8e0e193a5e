import { Link } from "react-router";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { buttonClassName } from "./button.tsx";

interface GateProps {
  message: string;
  actionLabel: string;
  actionTo: string;
}

/** Shown instead of a page to people it is not for, with the one way forward (spec 001 §6). */
export function Gate({ message, actionLabel, actionTo }: GateProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-ink-100 text-ink-700">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-h2 text-ink-900">{message}</h1>
      <Link to={actionTo} className={buttonClassName({ size: "lg" })}>
        {actionLabel}
      </Link>
    </div>
  );
}

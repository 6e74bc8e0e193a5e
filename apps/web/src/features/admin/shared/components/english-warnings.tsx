// Issue 32: merchants may write in Arabic; the offer needs its English texts before it is published.
import { Alert } from "#web/components/ui/alert.tsx";
import { consoleText } from "../messages.ts";

export interface EnglishWarning {
  /** The field as the screen labels it. */
  label: string;
  problem: "missing" | "arabic";
}

/** Which English texts staff must still write, or fix because they hold Arabic; nothing when none. */
export function EnglishWarnings({ warnings, intro }: { warnings: EnglishWarning[]; intro: string }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      role="status"
      className="flex-col gap-2 border-amber-300 bg-amber-50 text-amber-950"
      data-testid="english-warnings"
    >
      <p className="font-semibold">{intro}</p>
      <ul className="list-disc ps-5">
        {warnings.map(({ label, problem }) => (
          <li key={label}>{consoleText(`englishWarning.${problem}`, { field: label })}</li>
        ))}
      </ul>
    </Alert>
  );
}

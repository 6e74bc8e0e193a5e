import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { lastDays, resolvePeriod, type Period } from "@studentperks/contracts/admin/insights";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button, buttonClassName } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { insightsText } from "../messages.en.ts";
import { QUICK_CHOICES, quickChoiceOf, searchOf } from "../lib/period.ts";

/** Quick choices as links (each a shareable view) and a custom from/to. */
export function PeriodPicker({ period }: { period: Period }) {
  const current = quickChoiceOf(period);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label={insightsText("period.label")}>
        <ul className="flex flex-wrap gap-2">
          {QUICK_CHOICES.map((days) => (
            <li key={days}>
              <Link
                to={searchOf(lastDays(days))}
                aria-current={current === days ? "page" : undefined}
                className={buttonClassName({ variant: current === days ? "dark" : "outline", size: "sm" })}
              >
                {insightsText("period.last", { days })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CustomPeriod key={`${period.from}/${period.to}`} period={period} />
    </div>
  );
}

function CustomPeriod({ period }: { period: Period }) {
  const navigate = useNavigate();
  const id = useId();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | null>(null);
  const errorId = error ? `${id}-error` : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const resolved = resolvePeriod({ from: from || undefined, to: to || undefined });
    if ("error" in resolved) {
      setError(resolved.error.message);
      return;
    }
    setError(null);
    void navigate(searchOf(resolved.period));
  }

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
      <DateField
        id={`${id}-from`}
        label={insightsText("period.from")}
        value={from}
        onChange={setFrom}
        errorId={errorId}
      />
      <DateField
        id={`${id}-to`}
        label={insightsText("period.to")}
        value={to}
        onChange={setTo}
        errorId={errorId}
      />
      <Button type="submit" variant="outline" size="sm">
        {insightsText("period.apply")}
      </Button>
      {error ? (
        <Alert id={`${id}-error`} variant="destructive" role="alert" className="w-full">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message that explains what is wrong, when something is. */
  errorId: string | undefined;
}

function DateField({ id, label, value, onChange, errorId }: DateFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="h-9 w-40"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}

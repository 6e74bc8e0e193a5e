import { Link, useSearchParams } from "react-router";
import { lastDays, type Period } from "@studentperks/contracts/admin/insights";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { periodFormSchema, QUICK_CHOICES, quickChoiceOf } from "#web/lib/period.ts";

interface PeriodPickerText {
  quickChoices: string;
  lastDays: (days: number) => string;
  customPeriod: string;
  from: string;
  to: string;
  apply: string;
}

/** The address with `period` in place of its own (?from=&to=), the rest of it kept. */
function withPeriod(period: Period, search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.set("from", period.from);
  next.set("to", period.to);
  return `?${next}`;
}

/**
 * Quick choices as links (each a shareable view) and a custom from/to, for the staff insights and a
 * brand's results. `replace`: a new period takes the place of the last in the history.
 */
export function PeriodPicker({
  period,
  text,
  replace = false,
}: {
  period: Period;
  text: PeriodPickerText;
  replace?: boolean;
}) {
  const [search] = useSearchParams();
  const current = quickChoiceOf(period);
  return (
    // Top-aligned, so a message under a day does not push the quick choices down; on wide screens,
    // where both sit on one line, the quick choices start level with the date boxes.
    <div className="flex flex-wrap items-start gap-4">
      <nav aria-label={text.quickChoices} className="lg:mt-7">
        <ul className="flex flex-wrap gap-2">
          {QUICK_CHOICES.map((days) => (
            <li key={days}>
              <Link
                to={withPeriod(lastDays(days), search)}
                replace={replace}
                aria-current={current === days ? "page" : undefined}
                className={buttonClassName({ variant: current === days ? "dark" : "outline", size: "sm" })}
              >
                {text.lastDays(days)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CustomPeriod key={`${period.from}/${period.to}`} period={period} text={text} replace={replace} />
    </div>
  );
}

function CustomPeriod({
  period,
  text,
  replace,
}: {
  period: Period;
  text: PeriodPickerText;
  replace: boolean;
}) {
  const [search, setSearch] = useSearchParams();
  const form = useZodForm(periodFormSchema, { defaultValues: period });
  const dateField = (name: "from" | "to", label: string) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      // The width keeps a message under the day from pushing the row apart.
      className="w-40"
      render={(field, aria) => <Input {...field} {...aria} type="date" className="h-9" />}
    />
  );
  return (
    <Form
      form={form}
      aria-label={text.customPeriod}
      onSubmit={(chosen) => setSearch(new URLSearchParams(withPeriod(chosen, search)), { replace })}
    >
      <div className="flex flex-wrap items-start gap-2">
        {dateField("from", text.from)}
        {dateField("to", text.to)}
        {/* Level with the date boxes, below their labels (on phones it wraps to a line of its own). */}
        <Button type="submit" variant="outline" size="sm" className="sm:mt-7">
          {text.apply}
        </Button>
      </div>
    </Form>
  );
}

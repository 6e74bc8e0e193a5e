import { Link, useNavigate } from "react-router";
import { lastDays, type Period } from "@studentperks/contracts/admin/insights";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { insightsText } from "../messages.ts";
import { QUICK_CHOICES, periodFormSchema, quickChoiceOf, searchOf } from "#web/lib/period.ts";

/** Quick choices as links (each a shareable view) and a custom from/to. */
export function PeriodPicker({ period }: { period: Period }) {
  const current = quickChoiceOf(period);
  return (
    // Top-aligned, so a message under a day does not push the quick choices down; on wide screens,
    // where both sit on one line, the quick choices start level with the date boxes.
    <div className="flex flex-wrap items-start gap-4">
      <nav aria-label={insightsText("period.label")} className="lg:mt-7">
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
    <Form form={form} onSubmit={(chosen) => void navigate(searchOf(chosen))}>
      <div className="flex flex-wrap items-start gap-2">
        {dateField("from", insightsText("period.from"))}
        {dateField("to", insightsText("period.to"))}
        {/* Level with the date boxes, below their labels (on phones it wraps to a line of its own). */}
        <Button type="submit" variant="outline" size="sm" className="sm:mt-7">
          {insightsText("period.apply")}
        </Button>
      </div>
    </Form>
  );
}

import type { Control } from "react-hook-form";
import Megaphone from "lucide-react/icons/megaphone";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { formatDate } from "#web/lib/i18n/format.ts";
import { t, useLocale, type MessageKey } from "#web/lib/i18n/index.ts";
import type { ProfileFormInput, ProfileFormOutput } from "../lib/profile-form.ts";

type Channel = "emailMarketing" | "whatsappMarketing";

const switches: { name: Channel; label: MessageKey; hints: MessageKey[] }[] = [
  { name: "emailMarketing", label: "dashboard.marketing.email", hints: ["dashboard.marketing.emailHint"] },
  {
    name: "whatsappMarketing",
    label: "dashboard.marketing.whatsapp",
    // No WhatsApp provider is chosen yet: the choice is kept, and nothing is sent (issue 38).
    hints: ["dashboard.marketing.whatsappHint", "dashboard.marketing.whatsappNotYet"],
  },
];

/** Marketing Preferences: email and WhatsApp switches, saved with Save Changes (spec 001 §2). */
export function MarketingCard({
  control,
  since,
}: {
  control: Control<ProfileFormInput, unknown, ProfileFormOutput>;
  /** When each saved choice was made (issue 38), as the server has it on record. */
  since: Record<Channel, string | null>;
}) {
  const locale = useLocale();
  const hintOf = (name: Channel, hints: MessageKey[]) => {
    const chosen = since[name];
    return [
      ...hints.map((hint) => t(hint)),
      ...(chosen ? [t("dashboard.marketing.since", { date: formatDate(chosen, locale) })] : []),
    ].join(" ");
  };
  return (
    <Card aria-labelledby="marketing-title">
      <CardHeader titleId="marketing-title" icon={<Megaphone />} title={t("dashboard.marketing.title")} />
      <div className="flex flex-col divide-y divide-ink-200">
        {switches.map(({ name, label, hints }) => (
          <FormField
            key={name}
            control={control}
            name={name}
            layout="between"
            label={t(label)}
            hint={hintOf(name, hints)}
            className="py-3 first:pt-0 last:pb-0"
            render={({ value, onChange, ...field }, a11y) => (
              <Switch {...field} {...a11y} checked={value} onCheckedChange={onChange} />
            )}
          />
        ))}
      </div>
    </Card>
  );
}

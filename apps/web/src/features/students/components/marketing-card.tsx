import type { Control } from "react-hook-form";
import Megaphone from "lucide-react/icons/megaphone";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import type { ProfileFormInput, ProfileFormOutput } from "../lib/profile-form.ts";

const switches: { name: "emailMarketing" | "whatsappMarketing"; label: MessageKey; hint: MessageKey }[] = [
  { name: "emailMarketing", label: "dashboard.marketing.email", hint: "dashboard.marketing.emailHint" },
  {
    name: "whatsappMarketing",
    label: "dashboard.marketing.whatsapp",
    hint: "dashboard.marketing.whatsappHint",
  },
];

/** Marketing Preferences: email and WhatsApp switches, saved with Save Changes (spec 001 §2). */
export function MarketingCard({
  control,
}: {
  control: Control<ProfileFormInput, unknown, ProfileFormOutput>;
}) {
  return (
    <Card aria-labelledby="marketing-title">
      <CardHeader titleId="marketing-title" icon={<Megaphone />} title={t("dashboard.marketing.title")} />
      <div className="flex flex-col divide-y divide-ink-200">
        {switches.map(({ name, label, hint }) => (
          <FormField
            key={name}
            control={control}
            name={name}
            layout="between"
            label={t(label)}
            hint={t(hint)}
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

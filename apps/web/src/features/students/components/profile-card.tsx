import type { Control } from "react-hook-form";
import UserRoundPen from "lucide-react/icons/user-round-pen";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { t } from "#web/lib/i18n/index.ts";
import type { ProfileFormInput, ProfileFormOutput } from "../lib/profile-form.ts";

type ProfileControl = Control<ProfileFormInput, unknown, ProfileFormOutput>;

/** Profile Information: full name, email (the login email) and phone (spec 001 §2). */
export function ProfileCard({ control }: { control: ProfileControl }) {
  return (
    <Card aria-labelledby="profile-title">
      <CardHeader titleId="profile-title" icon={<UserRoundPen />} title={t("dashboard.profile.title")} />
      <div className="flex flex-col gap-5">
        <FormField
          control={control}
          name="fullName"
          label={t("dashboard.profile.fullName")}
          render={(field, a11y) => <Input {...field} {...a11y} autoComplete="name" />}
        />
        <FormField
          control={control}
          name="email"
          label={t("form.email")}
          hint={t("dashboard.profile.emailHint")}
          render={(field, a11y) => <Input {...field} {...a11y} type="email" autoComplete="email" />}
        />
        <FormField
          control={control}
          name="phone"
          label={t("dashboard.profile.phone")}
          render={(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              type="tel"
              autoComplete="tel"
              placeholder={t("form.phonePlaceholder")}
            />
          )}
        />
      </div>
    </Card>
  );
}

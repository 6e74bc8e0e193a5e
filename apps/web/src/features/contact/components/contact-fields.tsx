import type { Control } from "react-hook-form";
import type { ContactInput } from "@studentperks/contracts/merchants";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { t } from "#web/lib/i18n/index.ts";

/** First name, last name, email and message: the fields both contact forms ask for. */
export function ContactFields<Out extends ContactInput>({
  control,
  disabled,
}: {
  control: Control<ContactInput, unknown, Out>;
  disabled: boolean;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="firstName"
          label={t("contact.firstName")}
          render={(field, aria) => (
            <Input {...field} {...aria} autoComplete="given-name" disabled={disabled} />
          )}
        />
        <FormField
          control={control}
          name="lastName"
          label={t("contact.lastName")}
          render={(field, aria) => (
            <Input {...field} {...aria} autoComplete="family-name" disabled={disabled} />
          )}
        />
      </div>
      <FormField
        control={control}
        name="email"
        label={t("form.email")}
        render={(field, aria) => (
          <Input
            {...field}
            {...aria}
            type="email"
            autoComplete="email"
            placeholder={t("form.emailPlaceholder")}
            disabled={disabled}
          />
        )}
      />
      <FormField
        control={control}
        name="message"
        label={t("contact.message")}
        render={(field, aria) => <Textarea {...field} {...aria} rows={5} disabled={disabled} />}
      />
    </>
  );
}

export const emptyContact: ContactInput = { firstName: "", lastName: "", email: "", message: "" };

export const contactFieldOf = (path: string) =>
  path in emptyContact ? (path as keyof ContactInput) : undefined;

import { Button } from "#web/components/ui/button.tsx";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast } from "#web/lib/toast.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import { ContactFields, contactFieldOf, emptyContact } from "./contact-fields.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { merchantSchemas } from "#web/lib/form-schemas.ts";

/**
 * The /contact-us form (spec 001 §2, §5, §8). The spec only simulates sending; here the message is
 * really sent, and 'Message Failed' is told when it could not be.
 */
export function ContactUsForm({ titleId }: { titleId: string }) {
  const send = useSendContactMessage();
  const form = useZodForm(() => merchantSchemas().then((c) => c.contactUsSchema), {
    defaultValues: emptyContact,
  });

  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      onSubmit={(values) =>
        mutateSettled(
          send,
          { ...values, source: "contact-us" },
          {
            onSuccess: () => {
              toast({ title: t("contactUs.sent"), description: t("contactUs.sentText") });
              form.reset(emptyContact);
            },
            onError: (error) => {
              applyServerIssues(error, contactFieldOf, (field, message) => form.setError(field, { message }));
              toast({
                variant: "destructive",
                title: t("contactUs.failed"),
                description: t("contactUs.failedText"),
              });
            },
          },
        )
      }
    >
      <ContactFields control={form.control} disabled={send.isPending} />
      <Button type="submit" size="lg" isPending={send.isPending}>
        {t("contactUs.submit")}
      </Button>
    </Form>
  );
}

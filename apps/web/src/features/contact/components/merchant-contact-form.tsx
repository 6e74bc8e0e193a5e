import { useEffect, useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { SuccessPanel } from "#web/components/ui/success-panel.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import { ContactFields, contactFieldOf, emptyContact } from "./contact-fields.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { merchantSchemas } from "#web/lib/form-schemas.ts";

/**
 * The merchants page's contact form (spec 001 §2, §5, §8): names of at least 2 characters; sent, it
 * gives way to 'Message Sent Successfully!'. A failure is told in place rather than in a browser
 * alert: the same words, without blocking the page.
 */
export function MerchantContactForm({ titleId }: { titleId: string }) {
  const send = useSendContactMessage();
  const [isSent, setIsSent] = useState(false);
  const form = useZodForm(() => merchantSchemas().then((c) => c.merchantContactSchema), {
    defaultValues: emptyContact,
  });
  // Back from the success panel, the form starts again at its first field.
  const returning = useRef(false);
  useEffect(() => {
    if (isSent || !returning.current) return;
    returning.current = false;
    form.setFocus("firstName");
  }, [isSent, form]);

  if (isSent) {
    return (
      <SuccessPanel
        title={t("contact.sentTitle")}
        actionLabel={t("contact.sendAnother")}
        onAction={() => {
          form.reset(emptyContact);
          send.reset();
          returning.current = true;
          setIsSent(false);
        }}
      >
        {t("contact.sentText")}
      </SuccessPanel>
    );
  }

  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      onSubmit={(values) =>
        mutateSettled(
          send,
          { ...values, source: "for-merchants" },
          {
            onSuccess: () => setIsSent(true),
            onError: (error) =>
              applyServerIssues(error, contactFieldOf, (field, message) => form.setError(field, { message })),
          },
        )
      }
    >
      <ContactFields control={form.control} disabled={send.isPending} />
      {send.isError ? (
        <Alert variant="destructive" role="alert">
          {t("contact.failed", { message: serverMessage(send.error) ?? t("contact.failedFallback") })}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" isPending={send.isPending}>
        {send.isPending ? t("contact.sending") : t("contact.send")}
      </Button>
    </Form>
  );
}

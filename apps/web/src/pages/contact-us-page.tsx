import Send from "lucide-react/icons/send";
import { Card, CardHeader } from "../components/ui/card.tsx";
import { ContactDetails } from "../features/contact/components/contact-details.tsx";
import { ContactUsForm } from "../features/contact/components/contact-us-form.tsx";
import { t } from "../lib/i18n/index.ts";
import { usePageDescription } from "../lib/use-page-description.ts";

/** /contact-us (spec 001 §2): where to reach us, and a form that sends a message. */
export default function ContactUsPage() {
  usePageDescription(t("description.contactUs"));
  return (
    <div className="flex-1 bg-ink-50">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-h1 text-ink-900">{t("contactUs.title")}</h1>
          <p className="max-w-2xl text-ink-600">{t("contactUs.description")}</p>
        </div>
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card aria-labelledby="contact-details-title">
            <CardHeader titleId="contact-details-title" title={t("contactUs.detailsTitle")} />
            <ContactDetails />
          </Card>
          <Card aria-labelledby="contact-form-title">
            <CardHeader
              titleId="contact-form-title"
              icon={<Send className="rtl:-scale-x-100" />}
              title={t("contactUs.formTitle")}
            />
            <ContactUsForm titleId="contact-form-title" />
          </Card>
        </div>
      </div>
    </div>
  );
}

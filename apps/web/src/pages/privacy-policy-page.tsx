import { LegalDocumentView } from "../features/legal/components/legal-document.tsx";
import { legalLabels } from "../features/legal/content/labels.en.ts";
import { privacyPolicy } from "../features/legal/content/privacy-policy.en.ts";
import { createLocalizedContent } from "../lib/i18n/use-localized-content.ts";
import { usePageDescription } from "../lib/use-page-description.ts";
import { t } from "../lib/i18n/index.ts";

const usePrivacyPolicy = createLocalizedContent(
  { document: privacyPolicy, labels: legalLabels },
  {
    ar: async () => {
      const [{ privacyPolicy: document }, { legalLabels: labels }] = await Promise.all([
        import("../features/legal/content/privacy-policy.ar.ts"),
        import("../features/legal/content/labels.ar.ts"),
      ]);
      return { document, labels };
    },
  },
);

export default function PrivacyPolicyPage() {
  usePageDescription(t("description.privacyPolicy"));
  const { document, labels } = usePrivacyPolicy();
  return <LegalDocumentView document={document} labels={labels} />;
}

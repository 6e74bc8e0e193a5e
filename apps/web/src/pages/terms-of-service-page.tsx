import { LegalDocumentView } from "../features/legal/components/legal-document.tsx";
import { legalLabels } from "../features/legal/content/labels.en.ts";
import { termsOfService } from "../features/legal/content/terms-of-service.en.ts";
import { createLocalizedContent } from "../lib/i18n/use-localized-content.ts";
import { t } from "../lib/i18n/index.ts";
import { usePageDescription } from "../lib/use-page-description.ts";

const useTermsOfService = createLocalizedContent(
  { document: termsOfService, labels: legalLabels },
  {
    ar: async () => {
      const [{ termsOfService: document }, { legalLabels: labels }] = await Promise.all([
        import("../features/legal/content/terms-of-service.ar.ts"),
        import("../features/legal/content/labels.ar.ts"),
      ]);
      return { document, labels };
    },
  },
);

export default function TermsOfServicePage() {
  usePageDescription(t("description.termsOfService"));
  const { document, labels } = useTermsOfService();
  return <LegalDocumentView document={document} labels={labels} />;
}

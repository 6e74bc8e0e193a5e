import { LegalDocumentView } from "../features/legal/components/legal-document.tsx";
import { legalLabels } from "../features/legal/content/labels.en.ts";
import { termsOfService } from "../features/legal/content/terms-of-service.en.ts";

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} labels={legalLabels} />;
}

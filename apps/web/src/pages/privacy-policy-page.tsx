import { LegalDocumentView } from "../features/legal/components/legal-document.tsx";
import { legalLabels } from "../features/legal/content/labels.en.ts";
import { privacyPolicy } from "../features/legal/content/privacy-policy.en.ts";

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} labels={legalLabels} />;
}

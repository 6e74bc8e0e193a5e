// The shape of a legal page's text, so each document (and each translation of it) is plain data
// that one component lays out.

/** A term in bold, then its explanation: "Access: ask for a copy of ...". */
export interface LegalTerm {
  term: string;
  text: string;
}

/**
 * A paragraph, or a bulleted list. Text may hold placeholders the page fills with links:
 * {supportEmail}, {privacyPolicy}, {termsOfService}.
 */
export type LegalBlock = string | { list: readonly (string | LegalTerm)[] };

export interface LegalSection {
  /** The section's anchor: /privacy-policy#cookies. */
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalDate {
  /** As shown, e.g. "26 September 2025". */
  text: string;
  /** For <time dateTime>, e.g. "2025-09-26" or "2025-09". */
  iso: string;
}

export interface LegalDocument {
  title: string;
  /** One sentence under the title saying what the document is about. */
  summary: string;
  effective: LegalDate;
  lastUpdated: LegalDate;
  sections: readonly LegalSection[];
}

/** The words around a legal document, shared by every one of them. */
export interface LegalLabels {
  effective: string;
  lastUpdated: string;
  contents: string;
  privacyPolicy: string;
  termsOfService: string;
  /** Where the support address would be, while it loads or when it cannot be loaded. */
  supportTeam: string;
  /** Shown on a translation: which language's text prevails. */
  translationNotice?: string;
}

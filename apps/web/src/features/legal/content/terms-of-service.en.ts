// The English terms of service (spec 001 §2). Kept out of lib/i18n/locales/en.json: it is long, only
// this page needs it, and the frame's catalogue ships with the home page's first load.
import type { LegalDocument } from "../types.ts";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  summary:
    "The rules for using StudentPerks and the student offers on it. Please read them before you sign up.",
  effective: { text: "October 2025", iso: "2025-10" },
  lastUpdated: { text: "8 October 2025", iso: "2025-10-08" },
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of These Terms",
      body: [
        "These terms are an agreement between you and StudentPerks, based in Dubai, United Arab Emirates. By creating an account or using an offer you accept them. If you do not agree, please do not use the service.",
        "How we handle your personal data is explained in our {privacyPolicy}, which forms part of these terms.",
      ],
    },
    {
      id: "service",
      title: "The Service",
      body: [
        "StudentPerks is a student discount platform. Partner brands publish offers for students; we check that our members are students and give verified members access to those offers as personal discount codes, referral links or in-store deals.",
        "Offers are made by the brands, not by StudentPerks. Each brand decides what it offers, for how long and on what conditions, and it sells you the product or service. We may add, change or remove offers at any time.",
      ],
    },
    {
      id: "eligibility",
      title: "Eligibility",
      body: [
        "To redeem offers you must:",
        {
          list: [
            "be a verified user: have an account whose student status we have confirmed;",
            "be currently enrolled as a student at a school, college or university, and tell us when you no longer are;",
            "give accurate, complete and current information about yourself, and keep it up to date in your dashboard.",
          ],
        },
        "Anyone can browse the offers, but only verified students can reveal codes and links.",
      ],
    },
    {
      id: "verification",
      title: "Student Verification",
      body: [
        "We confirm your student status in one of these ways:",
        {
          list: [
            {
              term: "Student e-mail",
              text: "a 6-digit code sent to an e-mail address issued by a recognised UAE institution;",
            },
            {
              term: "ID documents",
              text: "a student ID, Emirates ID or passport that we review by hand;",
            },
            {
              term: "Enrollment proof",
              text: "an enrollment letter or similar document from your institution.",
            },
          ],
        },
        "We may ask you to verify again, for example at the start of a new academic year. We may suspend or close accounts that fail verification, that use someone else's student e-mail or documents, or whose documents are false or altered.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable Use",
      body: [
        "When using StudentPerks you agree not to:",
        {
          list: [
            "share, sell or publish your discount codes or referral links, or let anyone else use your account;",
            "create more than one account or use automated tools to collect codes or content;",
            "give false information, or pretend to be another person or institution;",
            "try to get around limits on offers, interfere with the website or access data that is not yours;",
            "use the service for anything unlawful under UAE law.",
          ],
        },
      ],
    },
    {
      id: "discount-terms",
      title: "Discount Terms",
      body: [
        "Unless an offer's own terms (shown in its T&C's tab) say otherwise:",
        {
          list: [
            "offers are for your personal use only, not for resale or business purchases;",
            "each offer can be used once per student, and each student gets one code per offer;",
            "offers cannot be combined with other promotions, vouchers or sale prices;",
            "expired offers cannot be redeemed, even if you copied the code before it expired;",
            "refunds, returns and exchanges follow the brand's own policy; StudentPerks does not handle payments or refunds.",
          ],
        },
        "If an offer's own terms conflict with these, the offer's terms apply to that offer.",
      ],
    },
    {
      id: "accounts",
      title: "Account Management",
      body: [
        "You are responsible for your account: keep your password secret, use a password you do not use elsewhere, and tell us at {supportEmail} if you think someone else has used your account.",
        "You can change your profile details, password and marketing preferences in your dashboard, and you can ask us to close your account at any time. We may suspend or close an account that breaks these terms; where we can, we will tell you why.",
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      body: [
        "We work to keep StudentPerks available and its offers accurate, but the service is provided as it is. We do not guarantee that a brand will honour an offer, that an offer will always be available, or that the website will never be interrupted.",
        "Products and services you buy with an offer are the brand's responsibility. To the extent UAE law allows, StudentPerks is not liable for indirect or consequential loss, and our total liability to you is limited to the amount you paid us, which for students is nothing. Nothing in these terms limits rights you have under UAE consumer protection law.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      body: [
        "The StudentPerks name, logo, website and its content belong to StudentPerks. Brand names, logos and offer content belong to the partner brands and are shown with their permission.",
        "You may use the website for your own, non-commercial use. You may not copy, change or republish its content, or use our brand or our partners' brands, without written permission.",
      ],
    },
    {
      id: "modifications",
      title: "Changes to These Terms",
      body: [
        "We may update these terms when the service or the law changes. The date at the top shows the latest version. We will tell you about significant changes by e-mail or on the website before they take effect; if you keep using StudentPerks after that, you accept the new terms.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      body: [
        "These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. Any dispute that we cannot settle together will be decided by the courts of Dubai.",
        "Questions about these terms? Write to us at {supportEmail}.",
      ],
    },
  ],
};

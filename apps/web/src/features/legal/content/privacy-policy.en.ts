// The English privacy policy (spec 001 §2). Kept out of lib/i18n/locales/en.json: it is long, only
// this page needs it, and the frame's catalogue ships with the home page's first load.
import type { LegalDocument } from "../types.ts";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  summary:
    "What StudentPerks collects when you use it, why, who can see it, and the choices you have about it.",
  effective: { text: "September 2025", iso: "2025-09" },
  lastUpdated: { text: "26 September 2025", iso: "2025-09-26" },
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      body: [
        "StudentPerks is a student discount platform based in Dubai, United Arab Emirates. We check that you are a student and then give you offers from partner brands. This policy explains how we handle your personal data when you visit our website, create an account, verify your student status and use offers.",
        "We handle personal data in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data and other laws that apply to us. By using StudentPerks you acknowledge that your data is used as described here; the {termsOfService} explain the rest of our agreement with you.",
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      body: [
        "We only ask for what we need to run your account and to make sure our offers reach students:",
        {
          list: [
            {
              term: "Account details",
              text: "your first and last name, the e-mail address you log in with, your UAE mobile number and your password. We never store the password itself, only a one-way hash made with argon2id, so nobody at StudentPerks can read it.",
            },
            {
              term: "Student verification",
              text: "the student e-mail address you give us, the institution it belongs to, the one-time codes we send to it and the result of the check.",
            },
            {
              term: "Verification documents",
              text: "if you choose to verify with a document, the file you upload (a student ID, Emirates ID, passport or enrollment letter), the document type and your institution's name.",
            },
            {
              term: "Use of offers",
              text: "the offers you open, redeem or copy a code or link for, the codes given to you, and the offers you save as favourites.",
            },
            {
              term: "Marketing choices",
              text: "whether you agreed to receive offers by e-mail and by WhatsApp, and when you change your mind.",
            },
            {
              term: "Technical data",
              text: "your IP address, browser type and the time of each request, which our servers record to keep the service secure and to limit abuse such as repeated sign-up or code attempts.",
            },
          ],
        },
      ],
    },
    {
      id: "how-we-use",
      title: "How We Use Your Information",
      body: [
        {
          list: [
            "To create your account, sign you in and keep your session secure.",
            "To confirm that you are currently a student, by e-mail code or by a member of our team reviewing your document.",
            "To show you offers, give you your personal discount codes and referral links, and remember your favourites.",
            "To count how often offers are viewed and redeemed, so partner brands know their offer works; brands see totals, not who you are.",
            "To send you messages about your account, such as verification codes and password resets. These are not marketing and you cannot opt out of them while you have an account.",
            "To send you new offers by e-mail or WhatsApp, only if you said yes, for as long as you keep saying yes.",
            "To prevent fraud and misuse, and to meet our legal obligations.",
          ],
        },
      ],
    },
    {
      id: "sharing",
      title: "Sharing Your Information",
      body: [
        "We do not sell your personal data, and we do not give it to partner brands for their own marketing.",
        {
          list: [
            {
              term: "Partner brands",
              text: "receive counts of how their offers are used. When you use a discount code or referral link on a brand's own website or in its store, that brand handles your purchase under its own privacy policy.",
            },
            {
              term: "Service providers",
              text: "who host our servers, store files and deliver our e-mail and WhatsApp messages process data for us under contract, only on our instructions.",
            },
            {
              term: "Authorities",
              text: "if UAE law, a court or a regulator requires it, or if it is needed to protect the rights and safety of our users or of StudentPerks.",
            },
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Data Security",
      body: [
        "Our website is served over an encrypted connection. Passwords are stored only as argon2id hashes. Your sign-in session is kept in a cookie that scripts on the page cannot read, and sessions are stored hashed and ended when you log out.",
        "Verification documents are kept in private storage that is never published on the website. Only StudentPerks staff who review verifications can open them, and only to decide on your verification.",
        "No system is perfectly secure. If a breach affects your personal data, we will tell you and the relevant authority as the law requires.",
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      body: [
        "Under UAE data protection law you can:",
        {
          list: [
            { term: "Access", text: "ask for a copy of the personal data we hold about you." },
            {
              term: "Correct",
              text: "fix details that are wrong or out of date. You can change your name and phone number yourself in your dashboard.",
            },
            {
              term: "Delete",
              text: "ask us to delete your account and personal data. We may keep what the law requires us to keep, such as records needed to resolve a dispute.",
            },
            {
              term: "Opt out of marketing",
              text: "switch off e-mail or WhatsApp offers at any time under Marketing Preferences in your dashboard.",
            },
            {
              term: "Portability",
              text: "receive your data in a common, machine-readable format, or ask us to send it to another organisation.",
            },
          ],
        },
        "To use any of these rights, write to {supportEmail} from the e-mail address on your account. We will answer within 30 days.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      body: [
        "We use one essential cookie to keep you signed in. It is HttpOnly (scripts on the page cannot read it), is sent only to StudentPerks and is removed when you log out. While you reset a forgotten password, a second short-lived cookie remembers that you entered the right code.",
        "We also keep a few items in your browser's local storage so a form you are filling in survives a page reload, such as your sign-up details before you choose a password and your verification progress. They are removed once the step is done.",
        "We do not use advertising cookies, tracking pixels or third-party analytics, so there is nothing to accept or refuse.",
      ],
    },
    {
      id: "updates",
      title: "Updates to This Policy",
      body: [
        "We may change this policy when the service or the law changes. The date at the top shows the latest version. If a change affects how we use your data in a significant way, we will tell you by e-mail or on the website before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      body: [
        "For any question about this policy or your personal data, contact StudentPerks in Dubai, United Arab Emirates, at {supportEmail}.",
      ],
    },
  ],
};

// The English privacy policy (spec 001 §2). Kept out of lib/i18n/locales/en.json: it is long, only
// this page needs it, and the frame's catalogue ships with the home page's first load.
import type { LegalDocument } from "../types.ts";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  summary:
    "What StudentPerks collects when you use it, why, who can see it, and the choices you have about it.",
  effective: { text: "September 2025", iso: "2025-09" },
  lastUpdated: { text: "29 November 2026", iso: "2026-11-29" },
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
              text: "whether you agreed to receive offers by e-mail and by WhatsApp, and a record of each choice: yes or no, where you made it (sign-up, your dashboard, an unsubscribe link, or our team at your request) and when.",
            },
            {
              term: "Technical data",
              text: 'your IP address, browser type and the time of each request, which our servers record to keep the service secure and to limit abuse such as repeated sign-up or code attempts, and for each sign-in a rough name of the browser and device (such as "Chrome on Android"), so you can see your sessions in your data.',
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
            "To send you messages about your account, such as verification codes, password resets, and reminders 30 days and 7 days before your student verification expires and on the day it does. These are not marketing and you cannot opt out of them while you have an account.",
            "To send you a weekly e-mail of new offers, offers from brands you saved and saved offers ending soon, only if you said yes, for as long as you keep saying yes. It carries no tracking pixel, and every one has a link that unsubscribes you with one click, without signing in. We do not send WhatsApp messages yet: we keep your WhatsApp choice for when we do.",
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
      id: "retention",
      title: "How Long We Keep Your Data",
      body: [
        {
          list: [
            {
              term: "Verification documents",
              text: "the file you uploaded is deleted 30 days after our team approves or rejects it. We keep that you sent a document, its type, the decision and its dates.",
            },
            {
              term: "Sessions",
              text: "a session ends 30 days after you sign in, or after 14 days without use, and is then deleted.",
            },
            {
              term: "One-time codes",
              text: "verification and password-reset codes are deleted a day after they expire or are used.",
            },
            {
              term: "Offer statistics",
              text: "records of offers being opened and codes copied are kept for 400 days, for the yearly figures partner brands and our team see.",
            },
            {
              term: "Your account",
              text: "is kept until you delete it. Then your personal data is erased at once, as described under Your Rights.",
            },
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      body: [
        "Under UAE data protection law you can:",
        {
          list: [
            {
              term: "Access",
              text: "download a copy of the personal data we hold about you with Download my data in your dashboard: a ZIP file with your data and the files you uploaded.",
            },
            {
              term: "Correct",
              text: "fix details that are wrong or out of date. You can change your name and phone number yourself in your dashboard.",
            },
            {
              term: "Delete",
              text: "delete your account yourself with Delete my account in your dashboard. Your name, e-mail address, phone number and student e-mail are erased at once, your uploaded files and the messages you sent us through our contact forms are deleted, and you are signed out everywhere; you may sign up again later. We keep, without your name, the counts of offers used that partner brands see, and the records of our team's decisions.",
            },
            {
              term: "Opt out of marketing",
              text: "switch off e-mail or WhatsApp offers at any time under Marketing Preferences in your dashboard, or with the unsubscribe link in any offers e-mail, or by asking us at {supportEmail}.",
            },
            {
              term: "Portability",
              text: "the ZIP from Download my data holds your data as JSON, a common machine-readable format; you can also ask us to send it to another organisation.",
            },
          ],
        },
        "For anything else about these rights, write to {supportEmail} from the e-mail address on your account. We will answer within 30 days.",
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

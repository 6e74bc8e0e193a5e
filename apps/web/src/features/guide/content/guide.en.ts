// The English text of /how-it-works (spec 001 §2, §9). Kept out of lib/i18n/locales/en.json: it is long,
// only this page needs it, and the frame's catalogue ships with the home page's first load.
import type { ScreenshotName } from "../screenshots.ts";

export interface GuideStep {
  title: string;
  /** Paragraphs; the first says what to do, the rest help when something is in the way. */
  body: readonly string[];
  screenshot: ScreenshotName;
  /** What the screenshot shows, for people who cannot see it. */
  alt: string;
}

export interface GuideContent {
  eyebrow: string;
  title: string;
  intro: string;
  stepsLabel: string;
  steps: readonly GuideStep[];
  partnersTitle: string;
  partnersText: string;
  ctaTitle: string;
  ctaText: string;
  cta: string;
}

export const guide: GuideContent = {
  eyebrow: "Nine steps, about five minutes",
  title: "How It Works",
  intro:
    "From your first visit to your first discount: create an account, prove you are a student once, then use student offers from UAE brands whenever you like.",
  stepsLabel: "The steps",
  steps: [
    {
      title: "Get started",
      body: [
        "Open the StudentPerks homepage and press Sign up at the top right. On a phone, Sign up sits next to the menu button, and in the menu too.",
        "You can look around first: every offer is listed on the homepage, and you only need an account to use one.",
      ],
      screenshot: "01-home",
      alt: "The StudentPerks homepage on a phone, with the headline Exclusive savings on the brands students love and the Start Saving Now button.",
    },
    {
      title: "Create an account",
      body: [
        "Enter your first and last name, the e-mail address you want to log in with and your UAE mobile number (+971). Choose whether we may send you new offers by e-mail and on WhatsApp, then press Continue and pick a password.",
        "Creating the account means you accept our Terms of Service and Privacy Policy. You can change your marketing choices at any time in your dashboard.",
      ],
      screenshot: "02-signup",
      alt: "The Student Signup form filled in with a name, an e-mail address, a +971 phone number, and the e-mail and WhatsApp offer boxes left unticked until you choose them.",
    },
    {
      title: "Verify your student status",
      body: [
        "Next, enter the e-mail address your university or college gave you, for example name@students.hct.ac.ae or name@zu.ac.ae, and press Send Verification Code.",
        "Addresses at recognised UAE institutions are approved automatically as soon as you enter the code. If your institution is not on our list yet, we will offer you the document route in step 5.",
      ],
      screenshot: "03-student-email",
      alt: "The Verify Your Student Status screen with a student e-mail address at students.hct.ac.ae entered.",
    },
    {
      title: "Enter the 6-digit code",
      body: [
        "We e-mail a 6-digit code to your student address. Type or paste it into the six boxes and press Verify Code. Once it is accepted, your account shows as verified straight away.",
        "The code expires after 10 minutes. Nothing arrived? Check your junk folder, wait a minute and press Resend Verification Code.",
      ],
      screenshot: "04-code",
      alt: "The Enter Verification Code screen with all six boxes filled and a notice that the code was sent to the student e-mail address.",
    },
    {
      title: "No student e-mail? Upload a document",
      body: [
        "Choose No student email? Other ways to verify, then upload a clear photo or scan of one document: your student ID, Emirates ID, passport or enrollment letter. Images (JPEG, PNG or WebP) and PDFs up to 5 MB are accepted.",
        "A member of our team checks it by hand, usually within 24-48 hours. Your dashboard shows the status in the meantime, and only our reviewers ever see the document.",
      ],
      screenshot: "05-document-upload",
      alt: "The Upload Verification Document form with Student ID Card chosen as the document type, an institution name and an image file attached.",
    },
    {
      title: "Browse, search and save favourites",
      body: [
        "Back on the homepage, scroll to Exclusive Student Discounts. Pick a category such as Fashion or Electronics, or search for a brand or product.",
        "Tap the heart on an offer to save it. The Saved filter shows your favourites whenever you come back.",
      ],
      screenshot: "06-browse-offers",
      alt: "The offers list filtered to Fashion, showing a Marina Threads offer saved with a filled heart.",
    },
    {
      title: "Get offer",
      body: [
        "Open an offer to get it. For a discount code, press Redeem Now and then Copy Code, and paste the code at the brand's checkout. For a referral offer, press Get Offer to open the brand's website with your student link.",
        "Shopping in store? Show the offer on your phone together with your student ID at the till. Your code stays the same every time you open the offer.",
      ],
      screenshot: "07-redeem",
      alt: "An open offer showing Your Discount Code with a Copy Code button and a Code Copied! notice.",
    },
    {
      title: "Read the 'Guide' tab",
      body: [
        "Each offer has a Guide tab with numbered steps for that brand, such as where to enter the code or what to show in store.",
        "Read it before you pay: following the steps in order is the surest way to have the discount applied first time.",
      ],
      screenshot: "08-guide-tab",
      alt: "The Guide tab of an offer with four numbered redemption steps.",
    },
    {
      title: "Terms and guidelines",
      body: [
        "The T&C's tab lists the brand's conditions. As a rule, each offer is for your personal use, once per student, cannot be combined with other promotions and cannot be used after it expires.",
        "Refunds and returns follow the brand's own policy. Our Terms of Service cover everything else about using StudentPerks.",
      ],
      screenshot: "09-terms-tab",
      alt: "The T&C's tab of an offer listing its terms and conditions.",
    },
  ],
  partnersTitle: "Brands students save with",
  partnersText: "A few of the UAE brands offering student discounts on StudentPerks.",
  ctaTitle: "Ready to start saving?",
  ctaText: "It takes a few minutes to sign up and verify. Your first student discount is waiting.",
  cta: "Get started now",
};

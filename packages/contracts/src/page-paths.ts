// Every page of the web app (spec 000 §2): its router links with these, and the server's e-mails point
// their buttons at them, so an e-mail cannot link to a page that does not exist.
export const pagePaths = {
  home: "/",
  login: "/login",
  signup: "/signup",
  createPassword: "/create-password",
  studentVerification: "/student-verification",
  otpVerification: "/otp-verification",
  documentVerification: "/document-verification",
  dashboard: "/dashboard",
  /** The verified student's in-store card (issue 35); `?offer=<id>` when opened from an in-store offer. */
  card: "/card",
  forMerchants: "/for-merchants",
  howItWorks: "/how-it-works",
  contactUs: "/contact-us",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  forgotPassword: "/forgot-password",
  /** The partner portal (issue 37): a brand's offers, codes, results and members. */
  partners: "/partners",
  /** Where an invitation e-mail leads: `/partners/join#<token>` (the token never reaches a server log). */
  partnerJoin: "/partners/join",
  /** The staff console; its screens are in apps/web features/admin/shared/admin-paths.ts. */
  admin: "/admin",
} as const;

/** The home page's section of discounts, which links jump to. */
export const DISCOUNTS_SECTION = "discounts";

/** An offer's screen in the staff console. */
export const consoleOfferPath = (offerId: number | string) => `${pagePaths.admin}/offers/${offerId}`;

/** A partnership request's screen in the staff console. */
export const consolePartnershipPath = (id: string) => `${pagePaths.admin}/partnerships/${id}`;

// Every user-visible English string of the web app, with the spec's exact wording (spec 000 §2, §8, §9).
// Placeholders in braces are filled by t(key, params).
export const en = {
  "app.name": "StudentPerks",

  "nav.label": "Main",
  "nav.skipToContent": "Skip to main content",
  "nav.discounts": "Discounts",
  "nav.howItWorks": "How It Works",
  "nav.forMerchants": "Join as a Merchant",
  "nav.signUp": "Sign up",
  "nav.logIn": "Log in",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.menuTitle": "Menu",
  "nav.menuDescription": "Browse StudentPerks and sign in.",

  "hero.eyebrow": "The first student discount platform in the UAE",
  "hero.title": "Exclusive savings on the brands students love",
  "hero.description":
    "StudentPerks is the UAE's first student discount platform. Unlock exclusive discounts from partner brands, verified for students only.",
  "hero.cta": "Start Saving Now",
  "hero.trust.label": "Why students trust us",
  "hero.trust.students": "Over 1M student database",
  "hero.trust.partners": "Trusted brand partners",
  "hero.trust.studentOnly": "Student-only savings",

  "partners.title": "Our brand partners",
  "partners.rowLabel": "Partner brands, row {row}",

  "offers.title": "Exclusive Student Discounts",
  "offers.subtitle": "Search verified student offers from partner brands across the UAE.",
  "offers.searchLabel": "Search offers",
  "offers.searchPlaceholder": "Search brands, offers, or products...",
  "offers.categoriesLabel": "Filter by category",
  "offers.loading": "Loading offers…",
  "offers.empty.title": "No offers found matching your criteria.",
  "offers.empty.hint": "Try adjusting your search or category filter.",
  "offers.loadFailed": "Failed to load offers. Please try again later.",
  "offers.retry": "Try again",
  "offers.count": "Showing {shown} of {total} offers",
  "offers.showMore": "Show more",

  "discount.off": "OFF",
  "discount.free": "FREE",
  "discount.shipping": "SHIPPING",
  "discount.offer": "Offer",
  "discount.percentage": "{value}%",
  "discount.fixed": "{currency} {value}",

  "media.title": "We Have Been Mentioned By...",

  "footer.description": "StudentPerks is a student commerce platform based in Dubai.",
  "footer.explore": "Explore",
  "footer.company": "Company",
  "footer.browseDiscounts": "Browse Discounts",
  "footer.howItWorks": "How It Works",
  "footer.partnerWithUs": "Partner With Us",
  "footer.contactUs": "Contact Us",
  "footer.privacyPolicy": "Privacy Policy",
  "footer.termsOfService": "Terms of Service",
  "footer.follow": "Follow us",
  "footer.instagram": "StudentPerks on Instagram (opens in a new tab)",
  "footer.linkedin": "StudentPerks on LinkedIn (opens in a new tab)",
  "footer.copyright": "© {year} StudentPerks. All rights reserved.",

  "notFound.title": "404 Page Not Found",
  "notFound.home": "Back to home",

  "error.title": "Something went wrong",
  "error.description": "This page could not be displayed. Please try again.",
  "error.reload": "Reload page",
} as const;

export type MessageKey = keyof typeof en;

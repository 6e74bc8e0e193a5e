/** The public pages a visitor can open (the 404 page aside), as the browser tests and the bench visit them. */
export const PUBLIC_PAGES = [
  "/",
  "/for-merchants",
  "/how-it-works",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-service",
  "/login",
  "/signup",
  "/forgot-password",
] as const;

// Marketing consent on record (issue 38): each choice is an event, the current state is the last one.

/** The channels a student may agree to hear from us on. WhatsApp is stored until a provider is chosen. */
export const CONSENT_CHANNELS = ["email", "whatsapp"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * Where a choice was made: the sign-up form, the dashboard, an unsubscribe link, staff on a person's
 * request, or before choices were recorded one by one (the state the account had then).
 */
export const CONSENT_SOURCES = ["sign_up", "dashboard", "unsubscribe", "staff", "recorded_earlier"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

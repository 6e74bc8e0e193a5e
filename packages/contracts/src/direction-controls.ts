// Text-direction controls (issue 31), without zod: the web's entry bundle reads this for page titles.
// Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069) reorder the characters around
// them, so "exe.<U+202E>gpj" shows as "jpg.exe". The marks (U+200E, U+200F, U+061C) only nudge neutral
// characters, and right-to-left text needs them now and then, so they stay.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const EVERY_DIRECTION_CONTROL = new RegExp(DIRECTION_CONTROLS.source, "g");

/** Whether a string holds a text-direction override, embedding or isolate. */
export function hasDirectionControls(value: string): boolean {
  return DIRECTION_CONTROLS.test(value);
}

/** The text without direction overrides, embeddings and isolates: for display text stored before the rule. */
export function withoutDirectionControls(value: string): string {
  return value.replace(EVERY_DIRECTION_CONTROL, "");
}

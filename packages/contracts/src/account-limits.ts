// The account fields' limits (spec 000 §5), without zod: pages read them while they start, and
// building schemas is work a page's first paint can go without.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PHONE_MIN = 10;
export const PHONE_MAX = 32;
export const EMAIL_MAX = 254;
export const CODE_LENGTH = 6;

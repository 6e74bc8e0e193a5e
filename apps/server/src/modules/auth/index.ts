// The auth module's public face: accounts, passwords and sessions as other modules and the app see them.
export { authRoutes } from "./routes.ts";
export { authMessages, createAuthService } from "./service.ts";
export { createPasswordReset } from "./password-reset.ts";
export { createLoginThrottle } from "./login-throttle.ts";
export { createLoginUnlock } from "./login-unlock.ts";
export { createTrustedDevices } from "./trusted-devices.ts";
export { toPublicUser } from "./public-user.ts";
export { findUserByEmail, findUserWithProfile, type UserWithProfile } from "./users-repo.ts";
export { assertAcceptablePassword, hashPassword, verifyPassword } from "./passwords.ts";
export { passwordChangedEmail, type AccountRecipient } from "./emails.ts";

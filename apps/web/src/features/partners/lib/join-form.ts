// The form that makes a partner account from an invitation: the names and the password with the
// sign-up's rules and messages (the contracts' schemas), the password typed twice as at sign-up.
import * as z from "zod";
import {
  authMessages,
  firstNameSchema,
  lastNameSchema,
  PASSWORD_MIN,
  passwordSchema,
} from "@studentperks/contracts/account-fields";
import { secretLine } from "@studentperks/contracts/text";

export const joinFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    password: passwordSchema,
    confirmPassword: secretLine().min(PASSWORD_MIN, { error: () => authMessages.confirmPassword }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: () => authMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

/** The token an invitation link carries after `#` (kept out of every request line and log). */
export function tokenOfHash(hash: string): string {
  let token: string;
  try {
    token = decodeURIComponent(hash.replace(/^#/, "")).trim();
  } catch {
    return "";
  }
  return /^[\w-]{1,100}$/.test(token) ? token : "";
}

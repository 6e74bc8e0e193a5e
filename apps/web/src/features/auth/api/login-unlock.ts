import { useMutation } from "@tanstack/react-query";
import type { CodeSentAnswer, LoginUnlockCodeInput, LoginUnlockInput } from "@studentperks/contracts/auth";
import { ACCOUNT_THROTTLED } from "@studentperks/contracts/error-codes";
import { api, errorCode } from "#web/lib/api-client.ts";

/** Whether a refused sign-in can be let through with a code mailed to the account (this browser). */
export const isAccountThrottled = (error: unknown) => errorCode(error) === ACCOUNT_THROTTLED;

/** POST /api/auth/login/unlock-code: mails a sign-in code bound to this browser (also the resend). */
export function requestSignInCode(email: string): Promise<CodeSentAnswer> {
  const json: LoginUnlockCodeInput = { email };
  return api("POST /api/auth/login/unlock-code", { body: json });
}

/** POST /api/auth/login/unlock: the code makes this browser one the account knows. */
export function enterSignInCode(json: LoginUnlockInput) {
  return api("POST /api/auth/login/unlock", { body: json });
}

export const useRequestSignInCode = () => useMutation({ mutationFn: requestSignInCode });
export const useEnterSignInCode = () => useMutation({ mutationFn: enterSignInCode });

import type { MutateOptions } from "@tanstack/react-query";
import { isSessionEnded } from "./session-ended.ts";
import { dismissFailures } from "./toast.ts";

/**
 * `mutation.mutate(variables, options)`, answered as a promise that settles with the request, so a
 * Form's submit handler can return it and the form ignores a second submit until then. A failure
 * because the session is gone is told once for the whole page (lib/session-ended.ts), not here;
 * a success closes the failure toasts still on screen.
 */
export function mutateSettled<TData, TVariables, TContext>(
  mutation: {
    mutate: (variables: TVariables, options?: MutateOptions<TData, Error, TVariables, TContext>) => void;
  },
  variables: TVariables,
  options: MutateOptions<TData, Error, TVariables, TContext> = {},
): Promise<void> {
  return new Promise((resolve) =>
    mutation.mutate(variables, {
      ...options,
      onSuccess: (...args) => {
        // "Verification Failed" must not stay over the state a later success led to.
        dismissFailures();
        return options.onSuccess?.(...args);
      },
      onError: (error, ...rest) => {
        if (!isSessionEnded(error)) return options.onError?.(error, ...rest);
      },
      onSettled: (...args) => {
        resolve();
        return options.onSettled?.(...args);
      },
    }),
  );
}

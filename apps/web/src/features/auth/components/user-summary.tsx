import type { User } from "@studentperks/contracts/auth";
import { fullName } from "#web/lib/full-name.ts";

/** Initials, full name and email of the signed-in user (header dropdown and drawer). */
export function UserSummary({ user }: { user: Pick<User, "firstName" | "lastName" | "email"> }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-950"
      >
        {initials}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold text-ink-900">{fullName(user)}</span>
        <span className="truncate text-sm text-ink-600">
          <span dir="ltr">{user.email}</span>
        </span>
      </span>
    </span>
  );
}

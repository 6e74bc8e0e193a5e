import { Link } from "react-router";
import IdCard from "lucide-react/icons/id-card";
import LogOut from "lucide-react/icons/log-out";
import type { User } from "@studentperks/contracts/auth";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { accountHome } from "#web/features/auth/lib/account-home.ts";
import { logout } from "#web/features/auth/api/logout.ts";
import { UserSummary } from "#web/features/auth/components/user-summary.tsx";
import { VerificationNotice } from "#web/features/auth/components/verification-notice.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { AccountButton } from "./account-button.tsx";

interface AccountMenuProps {
  user: User;
  isVerified: boolean;
  defaultOpen?: boolean;
}

/** Signed in, wide screens: the Account dropdown (spec 000 §2). Loaded lazily with Radix Menu. */
export default function AccountMenu({ user, isVerified, defaultOpen = false }: AccountMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton isVerified={isVerified} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to={accountHome(user)}>
            <UserSummary user={user} />
          </Link>
        </DropdownMenuItem>
        {isVerified ? (
          <DropdownMenuItem asChild>
            <Link to={paths.card}>
              <IdCard aria-hidden="true" />
              {t("nav.studentCard")}
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild className="p-1.5 data-[highlighted]:bg-transparent">
            <Link to={paths.studentVerification} className="block">
              <VerificationNotice />
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {t("nav.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

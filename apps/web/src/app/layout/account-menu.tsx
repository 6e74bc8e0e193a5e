import { useState } from "react";
import { Link } from "react-router";
import Building from "lucide-react/icons/building-2";
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
import { PartnerPortalLink } from "./partner-portal-link.tsx";

interface AccountMenuProps {
  user: User;
  isVerified: boolean;
  defaultOpen?: boolean;
}

/** Signed in, wide screens: the Account dropdown (spec 000 §2). Loaded lazily with Radix Menu. */
export default function AccountMenu({ user, isVerified, defaultOpen = false }: AccountMenuProps) {
  // The brands the account belongs to are asked for once the menu is first opened.
  const [wasOpened, setWasOpened] = useState(defaultOpen);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen} onOpenChange={(open) => open && setWasOpened(true)}>
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
        <PartnerPortalLink isWanted={wasOpened}>
          <DropdownMenuItem asChild>
            <Link to={paths.partners}>
              <Building aria-hidden="true" />
              {t("nav.partnerPortal")}
            </Link>
          </DropdownMenuItem>
        </PartnerPortalLink>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {t("nav.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { AccountFinder } from "#web/features/admin/accounts/components/account-finder.tsx";
import { accountsText } from "#web/features/admin/accounts/messages.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";

/** /admin/accounts: a student's data or deletion, carried out for a student who wrote to support. */
export default function AccountsPage() {
  return (
    <ConsolePage title={accountsText("title")} description={accountsText("description")}>
      <AccountFinder />
    </ConsolePage>
  );
}

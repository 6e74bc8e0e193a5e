import { InstitutionList } from "#web/features/admin/institutions/components/institution-list.tsx";
import { NewInstitutionForm } from "#web/features/admin/institutions/components/new-institution-form.tsx";
import { institutionsText } from "#web/features/admin/institutions/messages.ts";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";

/** /admin/institutions: the institutions and domains that prove student status. */
export default function InstitutionsPage() {
  return (
    <ConsolePage title={institutionsText("title")} description={institutionsText("description")}>
      <NewInstitutionForm />
      <InstitutionList />
    </ConsolePage>
  );
}

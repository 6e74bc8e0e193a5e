import { useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast } from "#web/lib/toast.ts";
import { FormError } from "#web/features/admin/shared/components/form-parts.tsx";
import { useCreateInstitution } from "../api/institutions.ts";
import { emptyNewInstitution, institutionFieldOf, newInstitutionFormSchema } from "../institution-form.ts";
import { domainOutcomeText } from "../lib.ts";
import { institutionsText } from "../messages.ts";
import { DomainsField, NameAndEmirateFields } from "./institution-fields.tsx";

const fieldOf = institutionFieldOf(["name", "emirate", "domains"] as const);

/**
 * Adds an institution with its domains. The contracts' rules are checked here first; the server's
 * refusal (a taken name or domain) shows under the field it names, or above the button.
 */
export function NewInstitutionForm() {
  const headingId = useId();
  const create = useCreateInstitution();
  const form = useZodForm(newInstitutionFormSchema, { defaultValues: emptyNewInstitution });
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Form
      form={form}
      aria-labelledby={headingId}
      className="rounded-xl border border-ink-200 bg-white p-4 sm:p-6"
      onSubmit={(values) => {
        setFailure(null);
        return mutateSettled(create, values, {
          onSuccess: (answer) => {
            const added = institutionsText("form.addedMessage", { name: answer.institution.name });
            const outcome = domainOutcomeText(answer);
            toast({
              title: institutionsText("form.added"),
              description: outcome ? `${added} ${outcome}` : added,
            });
            form.reset(emptyNewInstitution);
          },
          onError: (error) => {
            const marked = applyServerIssues(error, fieldOf, (field, message) =>
              form.setError(field, { message }, { shouldFocus: true }),
            );
            if (marked === 0) setFailure(serverMessage(error) ?? institutionsText("form.addFailed"));
          },
        });
      }}
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {institutionsText("form.addHeading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameAndEmirateFields control={form.control} names={{ name: "name", emirate: "emirate" }} />
      </div>
      <DomainsField control={form.control} name="domains" label={institutionsText("form.domains")} />
      <FormError error={failure} />
      <Button type="submit" className="self-start" isPending={create.isPending}>
        {institutionsText("form.add")}
      </Button>
    </Form>
  );
}

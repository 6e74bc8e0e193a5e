import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import type { Institution } from "@studentperks/contracts/admin/institutions";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { useZodForm } from "#web/components/ui/form.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { DialogForm, DialogFormActions } from "#web/features/admin/shared/components/form-parts.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { useUpdateInstitution } from "../api/institutions.ts";
import {
  editInstitutionFormSchema,
  editInstitutionValues,
  institutionFieldOf,
  institutionPatch,
} from "../institution-form.ts";
import { domainOutcomeText } from "../lib.ts";
import { institutionsText } from "../messages.ts";
import { DomainsField, NameAndEmirateFields } from "./institution-fields.tsx";

const fieldOf = institutionFieldOf(["name", "emirate", "addDomains", "removeDomains"] as const);

export function EditInstitutionDialog({ institution }: { institution: Institution }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={institutionsText("editLabel", { name: institution.name })}
        onClick={() => setOpen(true)}
      >
        {institutionsText("edit")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {open ? <EditForm institution={institution} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function EditForm({ institution, onDone }: { institution: Institution; onDone: () => void }) {
  const update = useUpdateInstitution();
  const form = useZodForm(editInstitutionFormSchema, { defaultValues: editInstitutionValues(institution) });
  const removed = useWatch({ control: form.control, name: "removeDomains" });
  const removeError = form.formState.errors.removeDomains?.message;
  const removeErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (domain: string) =>
    form.setValue(
      "removeDomains",
      removed.includes(domain) ? removed.filter((other) => other !== domain) : [...removed, domain],
      { shouldDirty: true },
    );

  return (
    <DialogForm
      form={form}
      title={institutionsText("edit.title", { name: institution.name })}
      description={institutionsText("edit.description")}
      onSubmit={async (values) => {
        setFailure(null);
        // mutateAsync rather than mutate's callbacks: a rename can take the row, and this dialog
        // with it, out of a searched list before those callbacks would run.
        try {
          const answer = await update.mutateAsync({
            id: institution.id,
            ...institutionPatch(institution, values),
          });
          toast({
            title: institutionsText("edit.saved"),
            description: domainOutcomeText(answer) || answer.institution.name,
          });
          onDone();
        } catch (error) {
          // Told once for the whole page (lib/session-ended.ts).
          if (isSessionEnded(error)) return;
          const marked = applyServerIssues(error, fieldOf, (field, message) =>
            form.setError(field, { message }, { shouldFocus: true }),
          );
          if (marked === 0) setFailure(serverMessage(error) ?? institutionsText("edit.saveFailed"));
        }
      }}
    >
      <NameAndEmirateFields control={form.control} names={{ name: "name", emirate: "emirate" }} />
      <fieldset className="flex flex-col gap-2" aria-describedby={removeError ? removeErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink-900">{institutionsText("edit.current")}</legend>
        {institution.domains.length === 0 ? (
          <p className="text-sm text-ink-600">{institutionsText("noDomains")}</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {institution.domains.map(({ domain, isLegacy }) => {
            const isRemoved = removed.includes(domain);
            return (
              <li key={domain} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className={cn("break-all", isRemoved && "text-ink-500 line-through")}>
                  {domain}{" "}
                  {isLegacy ? (
                    <span className="text-xs text-ink-600">({institutionsText("legacy")})</span>
                  ) : null}
                  {isRemoved ? <span className="sr-only"> {institutionsText("edit.willRemove")}</span> : null}
                </span>
                <Button type="button" variant="ghost" size="sm" onClick={() => toggle(domain)}>
                  {isRemoved
                    ? institutionsText("edit.undoRemove", { domain })
                    : institutionsText("edit.remove", { domain })}
                </Button>
              </li>
            );
          })}
        </ul>
        {removeError ? (
          <p id={removeErrorId} className="text-sm font-medium text-red-700">
            {removeError}
          </p>
        ) : null}
      </fieldset>
      <DomainsField control={form.control} name="addDomains" label={institutionsText("edit.addDomains")} />
      <DialogFormActions
        error={failure}
        isPending={update.isPending}
        submitLabel={consoleText("common.save")}
        submitVariant="dark"
      />
    </DialogForm>
  );
}

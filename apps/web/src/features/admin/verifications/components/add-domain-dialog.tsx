import { useId, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { DialogForm, DialogFormActions } from "#web/features/admin/shared/components/form-parts.tsx";
import { useInstitutions } from "#web/features/admin/institutions/api/institutions.ts";
import { NameAndEmirateFields } from "#web/features/admin/institutions/components/institution-fields.tsx";
import { domainOutcomeText, filterInstitutions } from "#web/features/admin/institutions/lib.ts";
import { useAddDomain } from "../api/verifications.ts";
import {
  addDomainFieldOf,
  addDomainFormSchema,
  addDomainRequest,
  emptyAddDomain,
  type AddDomainChoice,
} from "../lib/add-domain-form.ts";
import { verificationsText } from "../messages.ts";

const CHOICES: readonly AddDomainChoice[] = ["existing", "new"];

/**
 * Adds an unknown domain to an institution, existing or new. Everyone waiting on it is sent a code to
 * their student e-mail; listing the domain verifies no one by itself.
 */
export function AddDomainDialog({ domain }: { domain: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        aria-label={verificationsText("domains.addLabel", { domain })}
        onClick={() => setOpen(true)}
      >
        {verificationsText("domains.add")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {open ? <AddDomainForm domain={domain} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function AddDomainForm({ domain, onDone }: { domain: string; onDone: () => void }) {
  const id = useId();
  const institutions = useInstitutions();
  const add = useAddDomain();
  const form = useZodForm(addDomainFormSchema, { defaultValues: emptyAddDomain });
  const choice = useWatch({ control: form.control, name: "choice" });
  // Narrows the list below; not part of what is sent.
  const [search, setSearch] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  const options = useMemo(
    () => filterInstitutions(institutions.data ?? [], search),
    [institutions.data, search],
  );

  return (
    <DialogForm
      form={form}
      title={verificationsText("addDomain.title", { domain })}
      description={verificationsText("addDomain.description", { domain })}
      breakTitle
      onSubmit={async (values) => {
        setFailure(null);
        // mutateAsync rather than mutate's callbacks: the queue read again after the change drops
        // this domain's group, and this dialog with it, before those callbacks would run.
        try {
          const answer = await add.mutateAsync(addDomainRequest(domain, values));
          const added = verificationsText("addDomain.added", { institution: answer.institution.name });
          const outcome = domainOutcomeText(answer);
          toast({
            title: verificationsText("addDomain.done"),
            description: outcome ? `${added} ${outcome}` : added,
          });
          onDone();
        } catch (error) {
          // Told once for the whole page (lib/session-ended.ts).
          if (isSessionEnded(error)) return;
          const marked = applyServerIssues(error, addDomainFieldOf, (field, message) =>
            form.setError(field, { message }, { shouldFocus: true }),
          );
          if (marked === 0) setFailure(serverMessage(error) ?? verificationsText("addDomain.failed"));
        }
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">
          {verificationsText("addDomain.which")}
        </legend>
        {CHOICES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink-800">
            <input
              type="radio"
              value={value}
              {...form.register("choice")}
              className="size-4 accent-brand-800"
            />
            {verificationsText(value === "existing" ? "addDomain.existing" : "addDomain.new")}
          </label>
        ))}
      </fieldset>
      {choice === "existing" ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-search`}>{verificationsText("addDomain.search")}</Label>
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <FormField
            control={form.control}
            name="institutionId"
            label={verificationsText("addDomain.institution")}
            render={(field, aria) => (
              <Select {...field} {...aria} value={field.value ?? ""} disabled={institutions.isPending}>
                <option value="">{verificationsText("addDomain.choose")}</option>
                {options.map((institution) => (
                  <option key={institution.id} value={institution.id}>
                    {institution.name}
                  </option>
                ))}
              </Select>
            )}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <NameAndEmirateFields
            control={form.control}
            names={{ name: "institution.name", emirate: "institution.emirate" }}
          />
        </div>
      )}
      <DialogFormActions
        error={failure}
        isPending={add.isPending}
        submitLabel={verificationsText("addDomain.confirm")}
      />
    </DialogForm>
  );
}

import { useId, useState } from "react";
import type { Emirate } from "@studentperks/contracts/admin/institutions";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../lib/toast.ts";
import { FormError } from "../../shared/components/form-parts.tsx";
import { useCreateInstitution } from "../api/institutions.ts";
import { domainOutcomeText, parseDomains } from "../lib.ts";
import { institutionsText } from "../messages.en.ts";
import { DomainsField, NameAndEmirateFields } from "./institution-fields.tsx";

/** Adds an institution with its domains; the server's refusal (a taken name or domain) shows here. */
export function NewInstitutionForm() {
  const id = useId();
  const create = useCreateInstitution();
  const [name, setName] = useState("");
  const [emirate, setEmirate] = useState<Emirate | "">("");
  const [domains, setDomains] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      const answer = await create.mutateAsync({ name, emirate, domains: parseDomains(domains) });
      const added = institutionsText("form.addedMessage", { name: answer.institution.name });
      const outcome = domainOutcomeText(answer);
      toast({ title: institutionsText("form.added"), description: outcome ? `${added} ${outcome}` : added });
      setName("");
      setEmirate("");
      setDomains("");
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {institutionsText("form.addHeading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameAndEmirateFields
          id={id}
          name={name}
          onNameChange={setName}
          emirate={emirate}
          onEmirateChange={setEmirate}
        />
      </div>
      <DomainsField
        id={`${id}-domains`}
        label={institutionsText("form.domains")}
        value={domains}
        onChange={setDomains}
      />
      <FormError error={error} />
      <Button type="submit" className="self-start" isPending={create.isPending}>
        {institutionsText("form.add")}
      </Button>
    </form>
  );
}

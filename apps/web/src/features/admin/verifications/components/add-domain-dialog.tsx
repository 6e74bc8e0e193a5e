import { useId, useMemo, useState } from "react";
import type { Emirate } from "@studentperks/contracts/admin/institutions";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../../components/ui/dialog.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Select } from "../../../../components/ui/select.tsx";
import { toast } from "../../../../lib/toast.ts";
import { DialogForm, DialogFormActions, Field } from "../../shared/components/form-parts.tsx";
import { useInstitutions } from "../../institutions/api/institutions.ts";
import { NameAndEmirateFields } from "../../institutions/components/institution-fields.tsx";
import { domainOutcomeText, filterInstitutions } from "../../institutions/lib.ts";
import { useAddDomain } from "../api/verifications.ts";
import { verificationsText } from "../messages.en.ts";

type Choice = "existing" | "new";

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
  const [choice, setChoice] = useState<Choice>("existing");
  const [search, setSearch] = useState("");
  const [institutionId, setInstitutionId] = useState("");
  const [name, setName] = useState("");
  const [emirate, setEmirate] = useState<Emirate | "">("");
  const [error, setError] = useState<string | null>(null);

  const options = useMemo(
    () => filterInstitutions(institutions.data ?? [], search),
    [institutions.data, search],
  );

  async function submit() {
    if (choice === "existing" && !institutionId) {
      setError(verificationsText("addDomain.chooseFirst"));
      return;
    }
    setError(null);
    try {
      const answer = await add.mutateAsync(
        choice === "existing"
          ? { domain, institutionId: Number(institutionId) }
          : { domain, institution: { name, emirate } },
      );
      const added = verificationsText("addDomain.added", { institution: answer.institution.name });
      const outcome = domainOutcomeText(answer);
      toast({
        title: verificationsText("addDomain.done"),
        description: outcome ? `${added} ${outcome}` : added,
      });
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <DialogForm
      title={verificationsText("addDomain.title", { domain })}
      description={verificationsText("addDomain.description", { domain })}
      onSubmit={() => void submit()}
      breakTitle
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          {verificationsText("addDomain.which")}
        </legend>
        {(["existing", "new"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-choice`}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="size-4 accent-brand-800"
            />
            {verificationsText(value === "existing" ? "addDomain.existing" : "addDomain.new")}
          </label>
        ))}
      </fieldset>
      {choice === "existing" ? (
        <div className="flex flex-col gap-3">
          <Field id={`${id}-search`} label={verificationsText("addDomain.search")}>
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </Field>
          <Field id={`${id}-institution`} label={verificationsText("addDomain.institution")}>
            <Select
              id={`${id}-institution`}
              value={institutionId}
              onChange={(e) => setInstitutionId(e.target.value)}
              disabled={institutions.isPending}
            >
              <option value="">{verificationsText("addDomain.choose")}</option>
              {options.map((institution) => (
                <option key={institution.id} value={institution.id}>
                  {institution.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <NameAndEmirateFields
            id={id}
            name={name}
            onNameChange={setName}
            emirate={emirate}
            onEmirateChange={setEmirate}
          />
        </div>
      )}
      <DialogFormActions
        error={error}
        isPending={add.isPending}
        submitLabel={verificationsText("addDomain.confirm")}
      />
    </DialogForm>
  );
}

import { useId, useState } from "react";
import type { Emirate, Institution } from "@studentperks/contracts/admin/institutions";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../../components/ui/dialog.tsx";
import { cn } from "../../../../lib/cn.ts";
import { toast } from "../../../../lib/toast.ts";
import { DialogForm, DialogFormActions } from "../../shared/components/form-parts.tsx";
import { consoleText } from "../../shared/messages.en.ts";
import { useUpdateInstitution } from "../api/institutions.ts";
import { domainOutcomeText, parseDomains } from "../lib.ts";
import { institutionsText } from "../messages.en.ts";
import { DomainsField, NameAndEmirateFields } from "./institution-fields.tsx";

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
  const id = useId();
  const update = useUpdateInstitution();
  const [name, setName] = useState(institution.name);
  const [emirate, setEmirate] = useState<Emirate | "">((institution.emirate as Emirate | null) ?? "");
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState("");
  const [error, setError] = useState<string | null>(null);

  const toggle = (domain: string) =>
    setRemoved((list) => (list.includes(domain) ? list.filter((d) => d !== domain) : [...list, domain]));

  async function submit() {
    setError(null);
    try {
      const answer = await update.mutateAsync({
        id: institution.id,
        ...(name.trim() === institution.name ? {} : { name }),
        ...(emirate === (institution.emirate ?? "") ? {} : { emirate }),
        addDomains: parseDomains(added),
        removeDomains: removed,
      });
      toast({
        title: institutionsText("edit.saved"),
        description: domainOutcomeText(answer) || answer.institution.name,
      });
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <DialogForm
      title={institutionsText("edit.title", { name: institution.name })}
      description={institutionsText("edit.description")}
      onSubmit={() => void submit()}
    >
      <NameAndEmirateFields
        id={id}
        name={name}
        onNameChange={setName}
        emirate={emirate}
        onEmirateChange={setEmirate}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          {institutionsText("edit.current")}
        </legend>
        {institution.domains.length === 0 ? (
          <p className="text-sm text-slate-600">{institutionsText("noDomains")}</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {institution.domains.map(({ domain, isLegacy }) => {
            const isRemoved = removed.includes(domain);
            return (
              <li key={domain} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className={cn("break-all", isRemoved && "text-slate-500 line-through")}>
                  {domain}{" "}
                  {isLegacy ? (
                    <span className="text-xs text-slate-600">({institutionsText("legacy")})</span>
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
      </fieldset>
      <DomainsField
        id={`${id}-add`}
        label={institutionsText("edit.addDomains")}
        value={added}
        onChange={setAdded}
      />
      <DialogFormActions
        error={error}
        isPending={update.isPending}
        submitLabel={consoleText("common.save")}
        submitVariant="dark"
      />
    </DialogForm>
  );
}

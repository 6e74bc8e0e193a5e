import { useState } from "react";
import { useNavigate } from "react-router";
import {
  offerInputSchema,
  type AdminOffer,
  type OfferTransition,
} from "@studentperks/contracts/admin/offers";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast } from "#web/lib/toast.ts";
import { PageFormActions } from "#web/features/admin/shared/components/form-parts.tsx";
import { useOfferTransition, useSaveOffer } from "../api/offers.ts";
import { fieldOfIssue, formValues, type OfferFormMethods } from "../lib/form-values.ts";
import { offersText } from "../messages.ts";
import { CodesPanel } from "./codes-panel.tsx";
import { OfferFieldsSections } from "./offer-fields.tsx";
import { OfferEnglishWarnings } from "./offer-english-warnings.tsx";
import { OfferStatusPanel } from "./offer-status-panel.tsx";

/** Puts a refused save's or publish's field messages under their fields; true when any was placed. */
function showIssues(form: OfferFormMethods, error: unknown): boolean {
  let first = true;
  const marked = applyServerIssues(error, fieldOfIssue, (field, message) => {
    // Focus goes to the first field at fault, in the server's (the form's) order.
    form.setError(field as "title", { message }, { shouldFocus: first });
    first = false;
  });
  return marked > 0;
}

/** The whole offer as staff edit it: fields, Save, and (once saved) its status and its codes. */
export function OfferEditor({ offer }: { offer?: AdminOffer }) {
  const navigate = useNavigate();
  const form = useZodForm(offerInputSchema, { defaultValues: formValues(offer) });
  const save = useSaveOffer(offer?.id ?? null);
  const transition = useOfferTransition(offer?.id ?? 0);
  const [formError, setFormError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);

  /** Saves the form; answers whether it was stored. */
  async function store(): Promise<boolean> {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(form.getValues());
      form.reset(formValues(saved));
      toast({ title: offer ? offersText("edit.saved") : offersText("edit.created"), forNextScreen: !offer });
      if (!offer) void navigate(adminPaths.offer(saved.id), { replace: true });
      return true;
    } catch (error) {
      setFormError(
        showIssues(form, error)
          ? offersText("edit.fixFields")
          : (serverMessage(error) ?? offersText("edit.saveFailed")),
      );
      return false;
    }
  }

  /** Changes the status; unsaved edits are saved first, so what is published is what staff see. */
  async function act(action: OfferTransition) {
    setStatusError(null);
    if (form.formState.isDirty) {
      let saved = false;
      await form.handleSubmit(async () => {
        saved = await store();
      })();
      if (!saved) return;
    }
    try {
      const changed = await transition.mutateAsync(action);
      toast({
        title: offersText("action.done", { status: offersText(`status.${changed.status}`).toLowerCase() }),
      });
    } catch (error) {
      showIssues(form, error);
      setStatusError(serverMessage(error) ?? offersText("action.failed"));
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Form
        form={form}
        // The save's promise: until it settles, a second click (a double click) is ignored.
        onSubmit={() => store()}
        aria-label={offer ? offersText("edit.editTitle") : offersText("edit.newTitle")}
      >
        <OfferFieldsSections form={form} />
        <PageFormActions
          error={formError}
          isPending={save.isPending}
          back={{ to: adminPaths.offers, label: offersText("edit.back") }}
        />
      </Form>
      {offer ? (
        <aside className="order-first flex flex-col gap-4 lg:order-last lg:sticky lg:top-24 lg:self-start">
          <OfferEnglishWarnings form={form} />
          <OfferStatusPanel
            offer={offer}
            pending={transition.isPending ? (transition.variables ?? null) : null}
            error={statusError}
            onAction={(action) => void act(action)}
          />
          {offer.offerType === "discount" ? <CodesPanel offer={offer} /> : null}
        </aside>
      ) : null}
    </div>
  );
}

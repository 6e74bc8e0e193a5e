import { useState } from "react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { partnerOfferInputSchema, type PartnerOfferDetail } from "@studentperks/contracts/partners";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { FormFailure } from "#web/components/ui/form-failure.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast } from "#web/lib/toast.ts";
import { usePartnerOfferDetail, useProposeOffer, type EditTarget } from "../api/offers.ts";
import { fieldOfIssue, offerFormValues, type OfferFormValues } from "../lib/offer-form.ts";
import { OfferFields } from "./offer-fields.tsx";

interface OfferEditorProps {
  target: EditTarget;
  onClose: () => void;
}

/** Propose a new offer, a change to one, or a new version of a proposal; staff review it before it is live. */
export function OfferEditor({ target, onClose }: OfferEditorProps) {
  const detail = usePartnerOfferDetail(target);
  const heading = t(
    target.kind === "new"
      ? "partners.editor.newTitle"
      : target.kind === "proposal"
        ? "partners.editor.proposalTitle"
        : "partners.editor.changeTitle",
  );
  return (
    <section aria-labelledby="partner-editor-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <Button variant="ghost" size="sm" className="self-start" onClick={onClose}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("partners.editor.back")}
        </Button>
        <h2 id="partner-editor-title" className="text-h2 text-ink-900">
          {heading}
        </h2>
        <p className="text-sm text-ink-700">{t("partners.editor.intro")}</p>
      </div>
      {target.kind === "new" ? (
        <EditorForm target={target} values={offerFormValues()} onClose={onClose} />
      ) : detail.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : detail.isError || !detail.data ? (
        <Alert variant="destructive" role="alert">
          {serverMessage(detail.error) ?? t("partners.editor.loadFailed")}
        </Alert>
      ) : (
        <EditorForm
          target={target}
          values={startingValues(detail.data)}
          onClose={onClose}
          detail={detail.data}
        />
      )}
    </section>
  );
}

/** The open proposal's fields, else the offer's as students see it. */
const startingValues = (detail: PartnerOfferDetail) => offerFormValues(detail.proposed ?? detail.live);

interface EditorFormProps extends OfferEditorProps {
  values: OfferFormValues;
  detail?: PartnerOfferDetail;
}

function EditorForm({ target, values, onClose, detail }: EditorFormProps) {
  const form = useZodForm(partnerOfferInputSchema, { defaultValues: values });
  const propose = useProposeOffer(target);
  const [failure, setFailure] = useState<string | null>(null);
  const reason = detail?.row.change?.status === "returned" ? detail.row.change.reason : null;
  return (
    <Form
      form={form}
      aria-labelledby="partner-editor-title"
      className="gap-6"
      onSubmit={(proposal) => {
        setFailure(null);
        return mutateSettled(propose, proposal as Parameters<typeof propose.mutate>[0], {
          onSuccess: () => {
            toast({ title: t("partners.editor.sent"), description: t("partners.editor.sentDescription") });
            onClose();
          },
          onError: (error) => {
            const marked = applyServerIssues(error, fieldOfIssue, (field, message) =>
              form.setError(field as keyof OfferFormValues, { message }, { shouldFocus: true }),
            );
            setFailure(
              marked > 0
                ? t("partners.editor.fixFields")
                : (serverMessage(error) ?? t("partners.editor.failed")),
            );
          },
        });
      }}
    >
      {reason ? (
        <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3">
          <p className="text-xs font-medium text-red-800">{t("partners.offers.reviewerReason")}</p>
          <p dir="auto" className="break-words whitespace-pre-line text-ink-900">
            {reason}
          </p>
        </div>
      ) : null}
      {target.kind === "offer" && detail?.live ? <Alert>{t("partners.editor.liveStays")}</Alert> : null}
      <OfferFields form={form} />
      <div className="flex flex-col gap-3">
        <FormFailure id="partner-editor-failure" message={failure} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            size="lg"
            isPending={propose.isPending}
            aria-describedby={failure ? "partner-editor-failure" : undefined}
          >
            {t("partners.editor.submit")}
          </Button>
          <Button variant="outline" size="lg" onClick={onClose}>
            {t("partners.cancel")}
          </Button>
        </div>
      </div>
    </Form>
  );
}

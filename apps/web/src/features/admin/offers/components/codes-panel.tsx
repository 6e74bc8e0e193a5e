import { useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import type { AdminOffer, CodesUploadAnswer } from "@studentperks/contracts/admin/offers";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FileDropZone } from "#web/components/ui/file-drop-zone.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { errorCode, serverMessage } from "#web/lib/api-client.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { useUploadCodes } from "../api/offers.ts";
import { CODES_ACCEPT, codesFileProblem, codesUploadSchema } from "../lib/codes-file.ts";
import { offersText } from "../messages.ts";

const noFile = { file: null };
/** Refusals about the offer rather than the file, which are still said at the file's field. */
const OFFER_REFUSALS = new Set(["UNLIMITED_OFFER", "NOT_A_DISCOUNT"]);

/** A discount offer's pool of single-use codes: how many are left, and a CSV upload to add more. */
export function CodesPanel({ offer }: { offer: AdminOffer }) {
  const upload = useUploadCodes(offer.id);
  const form = useZodForm(codesUploadSchema, { defaultValues: noFile });
  const file = useWatch({ control: form.control, name: "file" });
  const [result, setResult] = useState<CodesUploadAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The file chosen last: reading an earlier one may finish after it.
  const latest = useRef<File | null>(null);

  return (
    <section
      aria-labelledby="offer-codes-heading"
      className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4"
    >
      <h2 id="offer-codes-heading" className="text-base font-semibold text-ink-900">
        {offersText("pool.heading")}
      </h2>
      <p className="text-sm font-medium text-ink-900">
        {offer.codesTotal > 0
          ? offersText("pool.leftOf", { left: offer.codesLeft, total: offer.codesTotal })
          : offersText("pool.empty")}
      </p>
      <p className="text-sm text-ink-600">{offersText("pool.description")}</p>
      {offer.usageLimit === "unlimited" && offer.codesTotal === 0 ? (
        <p className="text-sm text-ink-700">{offersText("pool.unlimited")}</p>
      ) : null}
      <Form
        form={form}
        onSubmit={(values) => {
          setFailure(null);
          return mutateSettled(upload, values.file, {
            onSuccess: (answer) => {
              setResult(answer);
              form.reset(noFile);
            },
            onError: (error) => {
              const code = errorCode(error);
              if (code && OFFER_REFUSALS.has(code)) {
                form.setError("file", { message: serverMessage(error) }, { shouldFocus: true });
                return;
              }
              const marked = applyServerIssues(
                error,
                (path) => (path === "file" ? path : undefined),
                (field, message) => form.setError(field, { message }, { shouldFocus: true }),
              );
              if (marked === 0) setFailure(serverMessage(error) ?? offersText("pool.failed"));
            },
          });
        }}
      >
        <FormField
          control={form.control}
          name="file"
          label={offersText("pool.file")}
          render={({ value, onChange, ref }, aria) => (
            <FileDropZone
              {...aria}
              ref={ref}
              file={value ?? null}
              accept={CODES_ACCEPT}
              prompt={offersText("pool.prompt")}
              hint={offersText("pool.hint")}
              removeLabel={offersText("pool.remove")}
              disabled={upload.isPending}
              onRemove={() => {
                onChange(null);
                form.clearErrors("file");
              }}
              onFile={(chosen) => {
                setResult(null);
                setFailure(null);
                latest.current = chosen;
                // A file the server would refuse is refused as it is chosen: the picker stays, marked
                // and described by the reason. Left unchanged (no file), so re-validation cannot
                // replace the reason with "choose a file".
                void codesFileProblem(chosen).then((problem) => {
                  if (latest.current !== chosen) return;
                  if (problem) {
                    form.setError("file", { message: problem }, { shouldFocus: true });
                  } else {
                    onChange(chosen);
                    form.clearErrors("file");
                  }
                });
              }}
            />
          )}
        />
        <Button type="submit" className="self-start" disabled={!file} isPending={upload.isPending}>
          {offersText("pool.upload")}
        </Button>
      </Form>
      <div aria-live="polite">
        {result ? (
          <Alert>
            {offersText("pool.result", {
              added: result.added,
              duplicates: result.duplicatesIgnored,
              left: result.left,
            })}
          </Alert>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
    </section>
  );
}

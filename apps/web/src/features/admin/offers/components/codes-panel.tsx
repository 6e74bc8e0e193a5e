import { useState } from "react";
import {
  CODES_FILE_MAX_BYTES,
  type AdminOffer,
  type CodesUploadAnswer,
} from "@studentperks/contracts/admin/offers";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { FileDropZone } from "../../../../components/ui/file-drop-zone.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { serverMessage } from "../../../../lib/api-client.ts";
import { useUploadCodes } from "../api/offers.ts";
import { offersText } from "../messages.en.ts";

/** A discount offer's pool of single-use codes: how many are left, and a CSV upload to add more. */
export function CodesPanel({ offer }: { offer: AdminOffer }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CodesUploadAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadCodes(offer.id);

  function choose(chosen: File) {
    setResult(null);
    if (chosen.size > CODES_FILE_MAX_BYTES) {
      setError(offersText("pool.tooLarge"));
      return;
    }
    setError(null);
    setFile(chosen);
  }

  function send() {
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setFile(null);
      },
      onError: (failure) => setError(serverMessage(failure) ?? failure.message),
    });
  }

  return (
    <section
      aria-labelledby="offer-codes-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="offer-codes-heading" className="text-base font-semibold text-slate-900">
        {offersText("pool.heading")}
      </h2>
      <p className="text-sm font-medium text-slate-900">
        {offer.codesTotal > 0
          ? offersText("pool.leftOf", { left: offer.codesLeft, total: offer.codesTotal })
          : offersText("pool.empty")}
      </p>
      <p className="text-sm text-slate-600">{offersText("pool.description")}</p>
      <Label htmlFor="offer-codes-file">{offersText("pool.file")}</Label>
      <FileDropZone
        id="offer-codes-file"
        file={file}
        accept=".csv,.txt,text/csv,text/plain"
        prompt={offersText("pool.prompt")}
        hint={offersText("pool.hint")}
        removeLabel={offersText("pool.remove")}
        disabled={upload.isPending}
        onFile={choose}
        onRemove={() => setFile(null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "offer-codes-error" : undefined}
      />
      <Button className="self-start" disabled={!file} isPending={upload.isPending} onClick={send}>
        {offersText("pool.upload")}
      </Button>
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
      {error ? (
        <Alert id="offer-codes-error" variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}

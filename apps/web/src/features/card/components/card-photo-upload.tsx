import { useId, useState } from "react";
import { cardPhotoMessages } from "@studentperks/contracts/card-photo";
import type { StudentCard } from "@studentperks/contracts/card";
import { verificationMessages } from "@studentperks/contracts/verification";
import { Alert } from "#web/components/ui/alert.tsx";
import { Badge, type BadgeProps } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FileDropZone } from "#web/components/ui/file-drop-zone.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { ownCardPhotoUrl, useRemoveCardPhoto, useUploadCardPhoto } from "../api/card-photo.ts";
import { CARD_PHOTO_ACCEPT, checkCardPhotoFile } from "../lib/card-photo-file.ts";

type SentState = Exclude<StudentCard["photo"], "none">;

const TONES: Record<SentState, NonNullable<BadgeProps["variant"]>> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

interface CardPhotoUploadProps {
  /** The photo's state, as GET /api/card says it. */
  photo: StudentCard["photo"];
  /** Why staff turned it down (GET /api/card's photoRejectionReason). */
  rejectionReason?: StudentCard["photoRejectionReason"];
  /** After a photo is sent or removed: read the card again. */
  onChange: () => void;
}

/**
 * The optional photo on the in-store card (issue 35): the one sent and what staff made of it, a new
 * one chosen (previewed before it is sent) and sent with its progress, or the photo removed.
 */
export function CardPhotoUpload({ photo, rejectionReason, onChange }: CardPhotoUploadProps) {
  const ids = useId();
  const upload = useUploadCardPhoto();
  const remove = useRemoveCardPhoto();
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Changed by each upload, so the picture shown is the one just sent.
  const [sent, setSent] = useState(0);
  const busy = upload.isPending || remove.isPending;

  function choose(file: File) {
    const check = checkCardPhotoFile(file);
    if (check)
      return setProblem(check === "type" ? cardPhotoMessages.fileType : verificationMessages.fileTooLarge);
    setProblem(null);
    setChosen(file);
  }

  async function send(file: File) {
    setProblem(null);
    try {
      await upload.mutateAsync(file);
      setChosen(null);
      setSent((n) => n + 1);
      toast({ title: t("cardPhoto.sent") });
      onChange();
    } catch (error) {
      // Told once for the whole page (lib/session-ended.ts).
      if (!isSessionEnded(error)) setProblem(serverMessage(error) ?? t("cardPhoto.failed"));
    }
  }

  async function removePhoto() {
    setProblem(null);
    try {
      await remove.mutateAsync();
      toast({ title: t("cardPhoto.removed") });
      onChange();
    } catch (error) {
      if (!isSessionEnded(error)) setProblem(serverMessage(error) ?? t("cardPhoto.removeFailed"));
    }
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-ink-900">
          {t("cardPhoto.title")}
        </h2>
        {photo !== "none" ? (
          <Badge variant={TONES[photo]} className="text-sm">
            <span className="sr-only">{t("cardPhoto.status")}: </span>
            {t(`cardPhoto.state.${photo}`)}
          </Badge>
        ) : null}
      </div>

      {photo === "none" ? (
        <p className="text-ink-700">{t("cardPhoto.intro")}</p>
      ) : (
        <div className="flex items-start gap-4">
          {/* A fixed 3:4 box, the shape every photo is made into, so nothing moves as it loads. */}
          <img
            src={ownCardPhotoUrl(`${photo}-${sent}`)}
            alt={t("cardPhoto.yours")}
            width={90}
            height={120}
            className="shrink-0 rounded-lg border border-ink-200 bg-ink-50 object-cover"
          />
          <div className="flex min-w-0 flex-col gap-3">
            <p className="text-ink-700">{t(`cardPhoto.message.${photo}`)}</p>
            {photo === "rejected" && rejectionReason ? (
              <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3">
                <p className="text-xs font-medium text-red-800">{t("cardPhoto.reason")}</p>
                <p className="break-words text-ink-900">{rejectionReason}</p>
              </div>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              isPending={remove.isPending}
              disabled={busy}
              onClick={() => void removePhoto()}
            >
              {t("cardPhoto.remove")}
            </Button>
          </div>
        </div>
      )}

      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void send(chosen);
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-file`}>
            {t(photo === "none" ? "cardPhoto.file" : "cardPhoto.newFile")}
          </Label>
          <FileDropZone
            id={`${ids}-file`}
            file={chosen}
            accept={CARD_PHOTO_ACCEPT}
            prompt={t("cardPhoto.prompt")}
            hint={t("cardPhoto.hint")}
            removeLabel={t("cardPhoto.removeChosen")}
            previewAlt={t("cardPhoto.preview")}
            disabled={busy}
            onFile={choose}
            onRemove={() => setChosen(null)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids}-problem` : undefined}
          />
        </div>
        {upload.isPending ? (
          <div className="flex flex-col gap-2">
            <Progress value={upload.progress} label={t("cardPhoto.progress")} />
            <p className="text-sm text-ink-600" aria-live="polite">
              {t("cardPhoto.sending", { percent: Math.round(upload.progress * 100) })}
            </p>
          </div>
        ) : null}
        {problem ? (
          <Alert id={`${ids}-problem`} variant="destructive" role="alert">
            {problem}
          </Alert>
        ) : null}
        {chosen ? (
          <Button type="submit" className="self-start" isPending={upload.isPending} disabled={busy}>
            {t("cardPhoto.send")}
          </Button>
        ) : null}
      </form>
    </section>
  );
}

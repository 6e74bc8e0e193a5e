import { useState } from "react";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { toast } from "#web/lib/toast.ts";
import { usePauseOffer } from "../api/offers.ts";

/** Pause a live offer at once (the brand's emergency stop) or resume a paused one, after a confirmation. */
export function PauseButton({
  offerId,
  title,
  isPaused,
}: {
  offerId: number;
  title: string;
  isPaused: boolean;
}) {
  const [open, setOpen] = useState(false);
  const mutation = usePauseOffer();
  const action = isPaused ? "resume" : "pause";
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {t(`partners.${action}.button`)}
        <span className="sr-only">: {title}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`partners.${action}.title`, { title })}
        description={t(`partners.${action}.description`)}
        confirmLabel={t(`partners.${action}.confirm`)}
        cancelLabel={t("partners.cancel")}
        action={() => mutation.mutateAsync({ id: offerId, pause: !isPaused })}
        onDone={() => toast({ title: t(`partners.${action}.done`, { title }) })}
        failureFallback={t("partners.actionFailed")}
      />
    </>
  );
}

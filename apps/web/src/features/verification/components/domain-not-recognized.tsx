import { Link } from "react-router";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";

/** "Domain Not Recognized" (spec 000 §2, §8): the request waits for staff; or try another way. */
export function DomainNotRecognized({ message, onTryAgain }: { message?: string; onTryAgain: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <Alert role="status" className="border-amber-300 bg-amber-50 text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <p>{message ?? t("verify.unrecognizedFallback")}</p>
      </Alert>
      {/* Stacked at every width: side by side, "Upload Documents Instead" outgrew its half. */}
      <div className="flex flex-col gap-2">
        <Button variant="outline" size="lg" onClick={onTryAgain}>
          {t("verify.tryDifferentEmail")}
        </Button>
        <Link to={paths.documentVerification} className={buttonClassName({ size: "lg" })}>
          {t("verify.uploadInstead")}
        </Link>
      </div>
    </div>
  );
}

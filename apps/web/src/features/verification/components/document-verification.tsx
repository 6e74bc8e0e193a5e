import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Clock from "lucide-react/icons/clock";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { CenteredCard, textLinkClassName } from "#web/components/ui/centered-card.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { takeReturnTo } from "#web/lib/return-to.ts";
import { toast } from "#web/lib/toast.ts";
import { useVerification } from "../api/get-verification.ts";
import { DocumentUploadForm } from "./document-upload-form.tsx";
import { VerificationSkeleton } from "./verification-skeleton.tsx";

/**
 * /document-verification (spec 000 §2, §4): the upload, then the pending message and Continue. The
 * pending message stays after a reload, while the stored document waits for staff.
 */
export function DocumentVerification() {
  const verification = useVerification();
  const [isUploaded, setIsUploaded] = useState(false);
  if (verification.isPending) return <VerificationSkeleton title={t("document.title")} />;
  if (verification.data?.status === "active") return <LeaveVerified />;
  if (isUploaded || verification.data?.stage === "document_review") {
    return (
      <CenteredCard title={t("document.pendingTitle")}>
        <div role="status" className="flex flex-col items-center gap-5 text-center">
          <Clock aria-hidden="true" className="size-12 text-brand-800" />
          <p className="text-ink-700">{t("document.pendingMessage")}</p>
          <Link to={paths.home} className={buttonClassName({ size: "lg", className: "w-full" })}>
            {t("document.continue")}
          </Link>
        </div>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard
      title={t("document.title")}
      description={t("document.description")}
      footer={
        <Link
          to={paths.studentVerification}
          className={`${textLinkClassName} inline-flex items-center gap-1.5`}
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("document.back")}
        </Link>
      }
    >
      <DocumentUploadForm onUploaded={() => setIsUploaded(true)} />
    </CenteredCard>
  );
}

/** A verified student has no document to send: back to the offer they came from, or the dashboard. */
function LeaveVerified() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({
      title: t("document.alreadyVerified"),
      description: t("document.alreadyVerifiedDescription"),
      forNextScreen: true,
    });
    void navigate(takeReturnTo() ?? paths.dashboard, { replace: true });
  }, [navigate]);
  return <VerificationSkeleton title={t("document.title")} />;
}

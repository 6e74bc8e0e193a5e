import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import FileText from "lucide-react/icons/file-text";
import Headset from "lucide-react/icons/headset";
import type { ReactNode } from "react";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { siteInfoQueryOptions } from "#web/lib/site-info.ts";
import { toast } from "#web/lib/toast.ts";

/** The alternative view (spec 000 §2): upload a document, or ask support to verify by hand. */
export function OtherWays() {
  const queryClient = useQueryClient();
  const contactSupport = async () => {
    const { supportEmail } = await queryClient.fetchQuery(siteInfoQueryOptions());
    toast({
      title: t("verify.supportToastTitle"),
      description: t("verify.supportToast", { email: supportEmail }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <Option icon={<FileText />} title={t("verify.uploadTitle")} description={t("verify.uploadDescription")}>
        <Link to={paths.documentVerification} className={buttonClassName({ className: "self-start" })}>
          {t("verify.uploadAction")}
        </Link>
      </Option>
      <Option
        icon={<Headset />}
        title={t("verify.supportTitle")}
        description={t("verify.supportDescription")}
      >
        <Button variant="outline" className="self-start" onClick={() => void contactSupport()}>
          {t("verify.supportAction")}
        </Button>
      </Option>
    </div>
  );
}

function Option(props: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <section className="flex gap-4 rounded-xl border border-ink-200 p-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800 [&_svg]:size-5">
        {props.icon}
      </span>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-ink-900">{props.title}</h2>
          <p className="text-sm text-ink-600">{props.description}</p>
        </div>
        {props.children}
      </div>
    </section>
  );
}

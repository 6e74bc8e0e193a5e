import { useQuery } from "@tanstack/react-query";
import { siteInfoQueryOptions } from "#web/lib/site-info.ts";

/** Links inside the text: underlined, so they do not rely on colour alone. */
export const legalLinkClassName =
  "rounded-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** The support address the server is configured with (GET /api/site), as a mailto link. */
export function SupportEmailLink({ fallback }: { fallback: string }) {
  const { data } = useQuery(siteInfoQueryOptions());
  if (!data) return <>{fallback}</>;
  return (
    <a href={`mailto:${data.supportEmail}`} dir="ltr" className={legalLinkClassName}>
      {data.supportEmail}
    </a>
  );
}

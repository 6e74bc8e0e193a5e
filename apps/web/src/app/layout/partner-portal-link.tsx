import type { ReactElement } from "react";
import { usePartnerMe } from "#web/features/partners/api/me.ts";

/**
 * The partner portal's link, for an account that belongs to a brand. Asked only once a signed-in
 * person opens their account menu (or the phone's drawer): visitors and the home page's first load
 * never make the request.
 */
export function PartnerPortalLink({ isWanted, children }: { isWanted: boolean; children: ReactElement }) {
  const me = usePartnerMe(isWanted);
  return me.data && me.data.brands.length > 0 ? children : null;
}

// Brands' proposals by status (issue 37). Shared: the console's nav counts the waiting ones from the
// same cached list the Proposals screen shows, so opening the screen costs no second request.
import { queryOptions } from "@tanstack/react-query";
import type { ChangeStatus } from "@studentperks/contracts/partners";
import { api } from "#web/lib/api-client.ts";
import { offerChangesKey } from "./query-keys.ts";

export const offerChangesQuery = (status: ChangeStatus) =>
  queryOptions({
    queryKey: [...offerChangesKey, "list", status],
    queryFn: () => api("GET /api/admin/offer-changes", { query: { status } }),
  });

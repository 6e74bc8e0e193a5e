// GET /api/site: settings the pages show.
import * as z from "zod";

export const siteInfoSchema = z.object({ supportEmail: z.email() });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

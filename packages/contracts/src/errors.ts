// Error body every API answer uses (ARCHITECTURE "Errors").
import * as z from "zod";

export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });

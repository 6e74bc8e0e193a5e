// The codes upload's rules, checked in the browser before anything is sent: a file of at most 1 MB
// whose lines are codes, read by the contracts' parseCodesCsv with the contracts' messages. The server
// reads it the same way, and also makes sure it is text.
import * as z from "zod";
import { parseCodesCsv } from "@studentperks/contracts/admin/codes-csv";
import { CODES_FILE_MAX_BYTES, codesFileMessages } from "@studentperks/contracts/admin/offers";
import { offersText } from "../messages.ts";

/** For the file input's `accept`. */
export const CODES_ACCEPT = ".csv,.txt,text/csv,text/plain";

/** Why the codes in `text` would be refused (a line that is not a code, or none at all), or null. */
export function codesTextProblem(text: string): string | null {
  const parsed = parseCodesCsv(text);
  if ("badLine" in parsed) return codesFileMessages.badLine(parsed.badLine);
  return parsed.codes.length === 0 ? codesFileMessages.empty : null;
}

/** Why this file would be refused (too large to send, or its codes), or null. */
export async function codesFileProblem(file: File): Promise<string | null> {
  if (file.size > CODES_FILE_MAX_BYTES) return offersText("pool.tooLarge");
  return codesTextProblem(await file.text());
}

export const codesUploadSchema = z.object({
  file: z
    .custom<File | null>()
    .refine((file) => file instanceof File, { error: () => codesFileMessages.missing })
    .transform((file) => file as File)
    .superRefine(async (file, ctx) => {
      const problem = await codesFileProblem(file);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: file });
    }),
});

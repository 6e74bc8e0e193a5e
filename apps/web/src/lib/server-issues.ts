// A 400 answer lists the fields it refused as { path, message } (spec 001 §5 rules, checked again by
// the server). Forms put each message under the field it names, when they have that field.
import { ApiError } from "./api-client.ts";

export interface ServerIssue {
  path: string;
  message: string;
}

/** The field issues of an error answer; none for other errors. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body;
  if (typeof body !== "object" || body === null || !("issues" in body)) return [];
  const { issues } = body as { issues: unknown };
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ServerIssue =>
      typeof issue === "object" &&
      issue !== null &&
      typeof (issue as ServerIssue).path === "string" &&
      typeof (issue as ServerIssue).message === "string",
  );
}

/**
 * Calls `setError` for each issue whose path `fieldOf` maps to a form field (the first message per
 * field wins); returns how many fields were marked.
 */
export function applyServerIssues<Field extends string>(
  error: unknown,
  fieldOf: (path: string) => Field | undefined,
  setError: (field: Field, message: string) => void,
): number {
  const marked = new Set<Field>();
  for (const issue of serverIssues(error)) {
    const field = fieldOf(issue.path);
    if (field === undefined || marked.has(field)) continue;
    marked.add(field);
    setError(field, issue.message);
  }
  return marked.size;
}

// The routes with several success answers (e.g. 200 and 202), whose calls read `{ status, body }`
// rather than the body. Kept apart from the table, without zod, so the web client can tell them at run
// time without loading a schema; index.ts proves at compile time that the list matches the table.
export const TAGGED_ANSWER_ROUTES = ["POST /api/students/profile", "POST /api/students/verify"] as const;

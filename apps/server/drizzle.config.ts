import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w @studentperks/server` writes SQL migrations that the server applies at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});

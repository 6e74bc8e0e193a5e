// Runs once per `vitest --project api` run, before any test file: migrates the database every test
// database copies (see helpers/test-database.ts) and removes it when the run ends.
import type { TestProject } from "vitest/node";
import { prepareTemplate } from "./helpers/database-template.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await prepareTemplate();
  project.provide("testDatabaseTemplate", template);
  return remove;
}

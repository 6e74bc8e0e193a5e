// Prints the browser tests that failed, with their errors, after a CI run. The line reporter
// prints each failure where it happens, thousands of lines up; CI logs are often read from the end.
import { readFileSync, existsSync } from "node:fs";

interface Result {
  status: string;
  errors?: { message?: string }[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; results: Result[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}
interface Report extends Suite {
  errors?: { message?: string }[];
}

const REPORT = process.argv[2] ?? "test-results/e2e-report.json";

function* specsOf(suite: Suite): Generator<Spec> {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

if (!existsSync(REPORT)) {
  console.log(`e2e-failures: no ${REPORT} (the browser tests did not run)`);
} else {
  const report = JSON.parse(readFileSync(REPORT, "utf8")) as Report;
  for (const error of report.errors ?? []) console.log(`\n✘ ${error.message?.slice(0, 3000)}`);
  let failed = 0;
  for (const spec of specsOf(report)) {
    for (const test of spec.tests) {
      const last = test.results.at(-1);
      if (!last || last.status === "passed" || last.status === "skipped") continue;
      failed += 1;
      console.log(`\n✘ [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${last.status})`);
      for (const error of last.errors ?? []) console.log(error.message?.slice(0, 3000));
    }
  }
  console.log(`\ne2e-failures: ${failed} failed`);
}

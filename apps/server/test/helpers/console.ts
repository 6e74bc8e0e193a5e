// Unexpected console.error / console.warn fail the test (see ../setup.ts); a test that expects
// them calls allowConsole() first.
let allowed = false;

export function allowConsole(): void {
  allowed = true;
}

export function consumeAllowance(): boolean {
  const was = allowed;
  allowed = false;
  return was;
}

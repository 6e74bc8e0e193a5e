// Work a request starts but does not wait for (the password-reset lookup, the low-pool check, removing
// unused logos), so answers take the same time whatever the work. Failures are logged, never thrown.
// E-mail itself goes through the durable outbox (services/mail-outbox), not through here. The app
// drains pending work before it closes; tests drain it before they read mail.
export interface Background {
  run(label: string, work: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackground(logError: (error: unknown, label: string) => void): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => logError(error, label))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

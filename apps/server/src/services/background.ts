// Work a request starts but does not wait for (sending e-mail), so answers do not depend on a mail
// server's speed and take the same time whatever the work. Failures are logged, never thrown. The app
// drains pending work before it closes; tests drain it before they read the outbox.
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

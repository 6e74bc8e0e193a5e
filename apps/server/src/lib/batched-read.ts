// Group reads: callers that arrive while a read is in flight share the NEXT read (started after they
// arrived), so each caller still sees a value read after its call, but a burst of N concurrent
// callers costs about two queries instead of N. PGlite runs queries one at a time on the main thread,
// so this is what keeps a per-request freshness check cheap under load.
export function batchedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };

  return () => {
    if (!running) return start();
    if (!next) {
      next = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
}

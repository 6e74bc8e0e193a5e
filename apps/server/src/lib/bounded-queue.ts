// A queue for expensive work (password hashing) that runs at most `concurrency` tasks at once and
// refuses a task at once, rather than let it wait, when the tasks ahead of it could not finish within
// `maxWaitMs`. The wait is estimated from how long recent tasks took, so the bound follows the machine
// and its load instead of a fixed count; a task that waited past `maxWaitMs` all the same (the estimate
// was low) is refused when its turn comes, not started late. A refused caller is told when to retry.

export class QueueFullError extends Error {
  /** How long the queue ahead would take to clear, as an estimate. */
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number) {
    super("The work queue is full");
    this.name = "QueueFullError";
    this.retryAfterMs = retryAfterMs;
  }
}

export interface BoundedQueueOptions {
  concurrency: number;
  /** The longest a task may be expected to wait for a slot; a task that would wait longer is refused. */
  maxWaitMs: number;
  /** Expected duration of one task until some have finished and been timed. */
  initialTaskMs: number;
  now?: () => number;
}

export interface BoundedQueue {
  /** Runs `task` when a slot is free; throws QueueFullError at once if it would wait too long. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number; taskMs: number };
}

// Weight of the newest duration in the moving average: recent enough to follow a load spike,
// smooth enough that one slow task does not shut the queue.
const SMOOTHING = 0.2;

export function createBoundedQueue(options: BoundedQueueOptions): BoundedQueue {
  const { concurrency, maxWaitMs, now = () => performance.now() } = options;
  let taskMs = options.initialTaskMs;
  let running = 0;
  const waiting: Array<{ start: () => void; refuse: (error: Error) => void; since: number }> = [];

  /** Time until a new task would start: the tasks ahead of it, `concurrency` at a time. */
  const expectedWaitMs = () =>
    running < concurrency ? 0 : Math.ceil((waiting.length + 1) / concurrency) * taskMs;

  const release = () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      if (now() - next.since <= maxWaitMs) return next.start();
      next.refuse(new QueueFullError(expectedWaitMs()));
    }
    running -= 1;
  };

  return {
    async run(task) {
      const wait = expectedWaitMs();
      if (wait > maxWaitMs) throw new QueueFullError(wait);
      if (running < concurrency) running += 1;
      // A released slot passes straight to the next waiter, so `running` stays counted.
      else {
        const since = now();
        await new Promise<void>((start, refuse) => waiting.push({ start, refuse, since }));
      }
      const started = now();
      try {
        return await task();
      } finally {
        taskMs += SMOOTHING * (now() - started - taskMs);
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, taskMs }),
  };
}

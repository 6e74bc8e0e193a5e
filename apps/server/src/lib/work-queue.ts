// A small queue that runs at most `concurrency` tasks at once; the rest wait in order. Waiting is
// bounded twice: by length (a full queue refuses at once) and by time (a task that waited too long
// is refused), so a flood is answered quickly with "busy" instead of piling up for minutes.

export interface WorkQueueOptions {
  concurrency: number;
  /** Tasks allowed to wait for a slot; one more is refused at once. */
  maxWaiting: number;
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** Thrown by run() when the task was not started: the queue was full or the wait too long. */
export class QueueBusyError extends Error {
  constructor(readonly reason: "full" | "waited-too-long") {
    super(reason === "full" ? "work queue is full" : "waited too long for a slot");
    this.name = "QueueBusyError";
  }
}

export interface WorkQueue {
  /** Runs `task` when a slot is free; its slot is freed however it ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export function createWorkQueue({ concurrency, maxWaiting, maxWaitMs }: WorkQueueOptions): WorkQueue {
  if (!(concurrency >= 1)) throw new Error("concurrency must be at least 1");
  let running = 0;
  const waiters: Waiter[] = [];

  // A finished task hands its slot straight to the next waiter, so no newcomer can slip in between.
  const release = () => {
    const next = waiters.shift();
    if (!next) {
      running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiters.length >= maxWaiting) throw new QueueBusyError("full");
        await new Promise<void>((resolve, reject) => {
          const waiter: Waiter = {
            start: resolve,
            timer: setTimeout(() => {
              waiters.splice(waiters.indexOf(waiter), 1);
              reject(new QueueBusyError("waited-too-long"));
            }, maxWaitMs),
          };
          waiters.push(waiter);
        });
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

// A queue for costly work (image decoding) that runs at most `concurrency` jobs at once; the rest
// wait in order. Each job says what it costs, in units of the caller's choosing, and the queue times
// the jobs it runs to learn how long a unit takes here. Waiting is bounded by the work ahead, not by
// a count: a job is refused at once when the jobs ahead of it are expected to take longer than
// `maxWaitMs`, so ten small jobs fit where two huge ones would not. The estimate can be wrong (a
// machine suddenly slower), so a job that has waited `giveUpMs` all the same is refused then.

export interface WorkQueueOptions {
  concurrency: number;
  /** The longest a job may be expected to wait for a slot; one expected to wait longer is refused. */
  maxWaitMs: number;
  /** How long a job may wait in fact before it is refused (the estimate was too low). */
  giveUpMs: number;
  /** Milliseconds one unit of cost is taken to need until jobs here have been timed. */
  initialMsPerUnit: number;
  now?: () => number;
}

/** Thrown by run() when the job was not started: too much work ahead, or it waited too long. */
export class QueueBusyError extends Error {
  constructor(
    readonly reason: "full" | "waited-too-long",
    /** When sending the job again is expected to find room. */
    readonly retryAfterMs: number,
  ) {
    super(reason === "full" ? "too much work is queued" : "waited too long for a slot");
    this.name = "QueueBusyError";
  }
}

export interface WorkQueue {
  /** Runs `task`, which costs `cost` units, when a slot is free; its slot is freed however it ends. */
  run<T>(cost: number, task: () => Promise<T>): Promise<T>;
  /** How long a job sent now is expected to wait for a slot. */
  expectedWaitMs(): number;
  readonly running: number;
  readonly waiting: number;
  /** The current estimate of one unit's time. */
  readonly msPerUnit: number;
}

interface Waiter {
  cost: number;
  start: () => void;
  timer: NodeJS.Timeout;
}

// Weight of the newest job in the moving average: recent enough to follow a change of load, smooth
// enough that one odd picture does not swing it.
const SMOOTHING = 0.2;

export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const { concurrency, maxWaitMs, giveUpMs, now = () => performance.now() } = options;
  if (!(concurrency >= 1)) throw new Error("concurrency must be at least 1");
  let msPerUnit = options.initialMsPerUnit;
  let running = 0;
  let runningCost = 0;
  let waitingCost = 0;
  const waiters: Waiter[] = [];

  // Running jobs count whole: how far along one is cannot be known, and one that ran past its
  // estimate is not about to end either.
  const expectedWaitMs = () =>
    running < concurrency ? 0 : ((runningCost + waitingCost) * msPerUnit) / concurrency;

  // A finished job hands its slot straight to the next waiter, so no newcomer can slip in between.
  const release = () => {
    const next = waiters.shift();
    if (!next) {
      running -= 1;
      return;
    }
    clearTimeout(next.timer);
    waitingCost -= next.cost;
    runningCost += next.cost;
    next.start();
  };

  const slot = (cost: number) =>
    new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        cost,
        start: resolve,
        timer: setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          waitingCost -= cost;
          reject(new QueueBusyError("waited-too-long", expectedWaitMs()));
        }, giveUpMs),
      };
      waiters.push(waiter);
      waitingCost += cost;
    });

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    get msPerUnit() {
      return msPerUnit;
    },
    expectedWaitMs,
    async run<T>(cost: number, task: () => Promise<T>): Promise<T> {
      if (!(cost >= 0) || !Number.isFinite(cost)) throw new Error(`a job's cost must be a number >= 0`);
      const wait = expectedWaitMs();
      if (wait > maxWaitMs) throw new QueueBusyError("full", wait - maxWaitMs);
      if (running < concurrency) {
        running += 1;
        runningCost += cost;
      } else {
        await slot(cost);
      }
      const started = now();
      try {
        const result = await task();
        // Only jobs that finish are timed: one that failed early did not do the work it was to cost.
        if (cost > 0) msPerUnit += SMOOTHING * ((now() - started) / cost - msPerUnit);
        return result;
      } finally {
        runningCost -= cost;
        release();
      }
    },
  };
}

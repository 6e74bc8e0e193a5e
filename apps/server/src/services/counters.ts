// The business counters services bump. Their shape lives here, beside the services, so a service never
// imports a plugin; plugins/metrics.ts backs them with Prometheus.
/** What services count; they get it through their deps and know nothing of Prometheus. */
export interface AppCounters {
  signUp(): void;
  /** A code handed out for the first time: from the offer's pool, its preset code or a generated one. */
  redemption(source: "pool" | "preset" | "generated"): void;
  /** A student verified by an e-mail code, or a document submitted for staff review. */
  verification(path: "email_code" | "document"): void;
  mailSent(): void;
  /** A send that failed: to be retried, or given up after its last try. */
  mailFailed(outcome: "retry" | "dead"): void;
}

/** Counters that count nothing (services built without metrics, e.g. in unit tests). */
export const noCounters: AppCounters = {
  signUp: () => undefined,
  redemption: () => undefined,
  verification: () => undefined,
  mailSent: () => undefined,
  mailFailed: () => undefined,
};

// Time as a dependency, so rules that depend on "now" (offer expiry) can be tested without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

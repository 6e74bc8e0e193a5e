import type { Clock } from "#server/services/clock.ts";

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string = "2026-03-01T12:00:00.000Z") {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}

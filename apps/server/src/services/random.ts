// Randomness as a dependency: secrets and codes come from the OS CSPRNG.
import { randomBytes, randomInt } from "node:crypto";

export interface Random {
  /** A URL-safe token carrying `bytes` random bytes (32 = 256 bits). */
  token(bytes?: number): string;
  /** `length` decimal digits, uniformly random (leading zeros allowed). */
  digits(length: number): string;
  /** A whole number from `min` to `max`, both included. */
  between(min: number, max: number): number;
}

export const systemRandom: Random = {
  token: (bytes = 32) => randomBytes(bytes).toString("base64url"),
  digits: (length) => Array.from({ length }, () => randomInt(10)).join(""),
  between: (min, max) => randomInt(min, max + 1),
};

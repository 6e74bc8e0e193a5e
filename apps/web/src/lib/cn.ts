import { clsx, type ClassValue } from "clsx";

/** Joins class names; later Tailwind classes are expected not to conflict with earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

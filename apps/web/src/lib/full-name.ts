/** Spec 001 §5: the full name splits at its first space; the rest, however long, is the last name. */
export function splitFullName(value: string): { firstName: string; lastName: string } {
  const name = value.trim().replace(/\s+/g, " ");
  const space = name.indexOf(" ");
  if (space === -1) return { firstName: name, lastName: "" };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** "First Last", or just the first name when there is no last name. */
export function fullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return [firstName, lastName].filter(Boolean).join(" ");
}

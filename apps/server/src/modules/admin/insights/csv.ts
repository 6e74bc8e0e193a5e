// CSV for spreadsheets: RFC 4180 (CRLF lines, fields with quotes, commas or line breaks quoted,
// quotes doubled), and text that a spreadsheet would run as a formula made inert with a leading '.
export type CsvCell = string | number | null;

// What Excel, LibreOffice and Google Sheets treat as the start of a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  // Our own numbers are safe as they are (a negative one would read as a number, not a formula).
  if (typeof value === "number") return String(value);
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** Rows (the header first) as one CSV document, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

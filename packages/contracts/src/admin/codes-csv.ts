// The codes in a CSV of codes: the first column of each record, read by a real CSV parser so quoted
// cells, a byte-order mark, CRLF or CR line ends and extra columns all read as a spreadsheet wrote them.
import { CsvError, parse } from "csv-parse/sync";
import { isValidOfferCode } from "./offers.ts";

export type CodesCsv = { codes: string[] } | { badLine: number };

/**
 * The codes in order (repeats included), skipping blank lines and a `code` header; or the line of the
 * first cell that is not a valid code, or where the file stops being CSV (an unclosed quote).
 */
export function parseCodesCsv(text: string): CodesCsv {
  let records: unknown[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Files joined from several sources mix line ends; each is a line end.
      record_delimiter: ["\r\n", "\n", "\r"],
    });
  } catch (error) {
    if (error instanceof CsvError) return { badLine: (error as CsvError & { lines?: number }).lines ?? 1 };
    throw error;
  }
  const codes: string[] = [];
  // With info: true each record comes as { record, info } (the typings do not follow the option).
  for (const { record, info } of records as { record: string[]; info: { lines: number } }[]) {
    const cell = record[0] ?? "";
    if (cell === "") continue;
    if (codes.length === 0 && cell.toLowerCase() === "code") continue;
    if (!isValidOfferCode(cell)) return { badLine: info.lines };
    codes.push(cell);
  }
  return { codes };
}

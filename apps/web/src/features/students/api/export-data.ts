import { useMutation } from "@tanstack/react-query";
import type { DataExportRequest } from "@studentperks/contracts/data-export";
import { apiFile } from "#web/lib/api-client.ts";

/** POST /api/students/export (issue 38): the student's data as a ZIP, after their password. */
export function exportData(input: DataExportRequest) {
  return apiFile("POST /api/students/export", { body: input });
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}

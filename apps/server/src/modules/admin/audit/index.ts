// The audit log's public face: every staff action is recorded, and listed for staff.
export { listAudit, recordAudit } from "./audit-log.ts";

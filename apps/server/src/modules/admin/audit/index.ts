// The audit log's public face: every staff action is recorded, and listed for staff.
export { createAuditService, recordAudit, type AuditService } from "./audit-log.ts";

// Institutions' public face: the list of institutions and domains, and what listing a domain sets off.
export { adminInstitutionRoutes } from "./routes.ts";
export {
  createInstitutionIn,
  createInstitutionService,
  domainOutcomeCounts,
  updateInstitutionIn,
  type DomainChangeDeps,
  type InstitutionService,
} from "./service.ts";
export { mailDomainOutcome } from "./domain-codes.ts";

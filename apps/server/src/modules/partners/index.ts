// The partner portal's public face (issue 37): its routes, and the services the composition root and
// the staff console build from it (invitations are sent from both sides).
export { partnersRoutes } from "./routes.ts";
export { createMembership } from "./membership.ts";
export { createInvitations, type Invitations } from "./invitations.ts";
export { createMembers, type MembersService } from "./members.ts";
export { createPartnerOffers, brandFace } from "./offers.ts";
export { createPartnerResults } from "./results.ts";
export { offerFieldsFrom, partnerFieldsOf, changedFields } from "./offer-fields.ts";
export { partnerPoolEmail, proposalApprovedEmail, proposalReturnedEmail } from "./emails.ts";

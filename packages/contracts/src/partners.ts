// The partner portal (issue 37): brands' own members, their invitations, the brand's offers with their
// proposed changes, and its results. The brand is always the one the session has chosen among its
// memberships (PUT /api/partners/brand): no route takes a brand from the request.
import * as z from "zod";
import { lazyMessages } from "./i18n/messages.ts";
import { integerId, integerIdText, uuidId } from "./ids.ts";
import { answerText, line } from "./text.ts";
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from "./account-fields.ts";
import { OFFER_STATUSES, OFFER_TYPES, REDEMPTION_CHANNELS } from "./catalogue.ts";
import { offerRules, partnerOfferFieldsSchema, type OfferFields } from "./admin/offers.ts";
import { measuresSchema } from "./admin/insights.ts";

/** What a member may do: owner everything (members too), editor offers and codes, viewer results only. */
export const BRAND_ROLES = ["owner", "editor", "viewer"] as const;
export type BrandRole = (typeof BRAND_ROLES)[number];
/** Roles that may change offers and codes. */
export const canEditOffers = (role: BrandRole) => role === "owner" || role === "editor";

/** An invitation's link works this long, once. */
export const INVITATION_DAYS = 7;

export const partnerMessages = lazyMessages({
  role: "partners.role",
});

export const brandRoleSchema = z.enum(BRAND_ROLES, { error: () => partnerMessages.role });

/** One brand the account belongs to. */
export const membershipSchema = z.object({
  brandId: z.number().int(),
  name: answerText(),
  slug: answerText(),
  logoUrl: answerText().nullable(),
  role: z.enum(BRAND_ROLES),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /api/partners/me: the account's brands, and the one the portal is showing (null: none). */
export const partnerMeSchema = z.object({
  brands: z.array(membershipSchema),
  current: membershipSchema.nullable(),
});
export type PartnerMe = z.infer<typeof partnerMeSchema>;

/** PUT /api/partners/brand: show another of the account's brands. */
export const chooseBrandSchema = z.object({ brandId: integerId() });

// ---- offers ----

/**
 * How an offer stands for its brand: live (published, running), scheduled (published, its first
 * day still to come), ended (its last day passed, or
 * archived), draft (staff are preparing it), paused (the brand stopped it). A proposed new offer not
 * yet approved is in_review, or changes_requested when staff sent it back.
 */
export const PARTNER_OFFER_STATES = [
  "live",
  "scheduled",
  "paused",
  "draft",
  "ended",
  "in_review",
  "changes_requested",
] as const;
export type PartnerOfferState = (typeof PARTNER_OFFER_STATES)[number];

export const CHANGE_STATUSES = ["submitted", "approved", "returned", "withdrawn"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** The last proposal for an offer (or for a new one), when it is waiting or was sent back. */
export const openChangeSchema = z.object({
  id: z.number().int(),
  status: z.enum(["submitted", "returned"]),
  /** Staff's reason, when they sent it back. */
  reason: answerText().nullable(),
  submittedAt: answerText(),
});
export type OpenChange = z.infer<typeof openChangeSchema>;

export const partnerOfferRowSchema = z.object({
  /** null for a proposed new offer staff have not approved yet. */
  offerId: z.number().int().nullable(),
  title: answerText(),
  /** The Arabic title, when the offer has one: Arabic pages show it. */
  titleAr: answerText().nullable(),
  offerType: z.enum(OFFER_TYPES),
  redemptionChannel: z.enum(REDEMPTION_CHANNELS),
  state: z.enum(PARTNER_OFFER_STATES),
  /** The offer's status as staff see it (null for a proposal). */
  status: z.enum(OFFER_STATUSES).nullable(),
  /** The period: first day live (Dubai) and last day, either null when not known / open-ended. */
  startsOn: answerText().nullable(),
  endsOn: answerText().nullable(),
  /** A pool's free and total codes; null when the offer has no pool. */
  codesLeft: z.number().int().nullable(),
  codesTotal: z.number().int().nullable(),
  change: openChangeSchema.nullable(),
});
export type PartnerOfferRow = z.infer<typeof partnerOfferRowSchema>;

export const partnerOffersSchema = z.object({ offers: z.array(partnerOfferRowSchema) });
export type PartnerOffers = z.infer<typeof partnerOffersSchema>;

/**
 * POST /api/partners/offers and PUT /api/partners/offers/:id: a proposal, in the offer editor's fields
 * less those the brand's record gives (name, logo, business description). It must be complete enough
 * to go live, since approving it does.
 */
export const partnerOfferInputSchema = offerRules(partnerOfferFieldsSchema);
export type PartnerOfferInput = z.input<typeof partnerOfferInputSchema>;
export type PartnerOfferFields = Omit<
  OfferFields,
  "brandName" | "businessName" | "logoUrl" | "businessDescription"
>;

export const offerIdParamsSchema = z.object({ id: integerIdText() });

/** GET /api/partners/offers/:id: the offer's fields as live, and the open proposal's, if any. */
export const partnerOfferDetailSchema = z.object({
  row: partnerOfferRowSchema,
  /** As students see it now (null for a proposal not yet approved). */
  live: z.record(answerText(), z.unknown()).nullable(),
  /** What the open proposal would make it. */
  proposed: z.record(answerText(), z.unknown()).nullable(),
});
export type PartnerOfferDetail = z.infer<typeof partnerOfferDetailSchema>;

export const proposalAnswerSchema = z.object({ changeId: z.number().int(), status: z.literal("submitted") });

// ---- results ----

const count = z.number().int().nonnegative();
export const partnerMeasuresSchema = measuresSchema.extend({
  /** Students who saved the offer in the period (and still have it saved). */
  favourites: count,
  /** Times students opened their in-store card from the offer. */
  cardShows: count,
});
export type PartnerMeasures = z.infer<typeof partnerMeasuresSchema>;

export const partnerResultsSchema = z.object({
  from: answerText(),
  to: answerText(),
  totals: partnerMeasuresSchema,
  /** Every offer of the brand, zeros included. */
  offers: z.array(
    partnerMeasuresSchema.extend({
      offerId: z.number().int(),
      title: answerText(),
      titleAr: answerText().nullable(),
    }),
  ),
  /** One point per day of the period, zeros included. */
  days: z.array(partnerMeasuresSchema.extend({ day: answerText() })),
});
export type PartnerResults = z.infer<typeof partnerResultsSchema>;

/** An offer's title in the page's language: the Arabic one on Arabic pages when there is one. */
export const titleIn = (offer: { title: string; titleAr: string | null }, locale: "en" | "ar"): string =>
  locale === "ar" && offer.titleAr ? offer.titleAr : offer.title;

// ---- members and invitations ----

export const memberSchema = z.object({
  userId: answerText(),
  name: answerText(),
  email: answerText(),
  role: z.enum(BRAND_ROLES),
  since: answerText(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: answerText(),
  role: z.enum(BRAND_ROLES),
  status: z.enum(["pending", "accepted", "revoked", "expired"]),
  createdAt: answerText(),
  expiresAt: answerText(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const membersSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type Members = z.infer<typeof membersSchema>;

export const inviteSchema = z.object({ email: emailSchema, role: brandRoleSchema });
export type InviteInput = z.input<typeof inviteSchema>;

export const memberParamsSchema = z.object({ userId: uuidId() });

// ---- accepting an invitation (public: the link is the credential) ----

export const invitationTokenParamsSchema = z.object({ token: line().max(100) });

/** GET /api/partner-invitations/:token: what the link invites to. */
export const invitationPreviewSchema = z.object({
  brandName: answerText(),
  email: answerText(),
  role: z.enum(BRAND_ROLES),
  /** An account already uses the invited address: sign in to it to accept. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /api/partner-invitations/:token/accept. Signed in: joins with that account (no body needed).
 * Not signed in: makes the partner account for the invited address with these.
 */
export const acceptInvitationSchema = z.object({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  password: passwordSchema.optional(),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

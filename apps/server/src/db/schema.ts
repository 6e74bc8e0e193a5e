// Drizzle schema: the single source for tables; migrations are generated from it (drizzle-kit).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  pgSequence,
  text,
  timestamp,
  bigint,
  jsonb,
  primaryKey,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { CONSENT_CHANNELS, CONSENT_SOURCES } from "@studentperks/contracts/consent";
import { ROLES } from "@studentperks/contracts/auth";
import { BRAND_ROLES, CHANGE_STATUSES, type PartnerOfferFields } from "@studentperks/contracts/partners";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { CONTACT_SOURCES, MERCHANT_CATEGORIES } from "@studentperks/contracts/merchants";
import { DOCUMENT_TYPES } from "@studentperks/contracts/verification";
import {
  DOCUMENT_REJECTION_CODES,
  type DocumentRejectionCode,
  VERIFICATION_STATUSES,
} from "@studentperks/contracts/verification-status";
import {
  BUSINESS_CATEGORIES,
  DISCOUNT_TYPES,
  OFFER_STATUSES,
  OFFER_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
} from "@studentperks/contracts/catalogue";
import { CODE_REPORT_REASONS } from "@studentperks/contracts/redemption";
import type { RedemptionStep } from "@studentperks/contracts/offers";

/** A stored rejection code is one of the contracts' (or none). */
const knownRejectionCode = (column: unknown) =>
  sql`${column} is null or ${column} in (${sql.raw(DOCUMENT_REJECTION_CODES.map((code) => `'${code}'`).join(", "))})`;

export const businessCategory = pgEnum("business_category", BUSINESS_CATEGORIES);
export const offerType = pgEnum("offer_type", OFFER_TYPES);
export const discountType = pgEnum("discount_type", DISCOUNT_TYPES);
export const offerStatus = pgEnum("offer_status", OFFER_STATUSES);
export const redemptionChannel = pgEnum("redemption_channel", REDEMPTION_CHANNELS);

/**
 * jsonb kept exactly as given. Drizzle's own jsonb re-parses any string it reads back, which would turn
 * a guide stored as a JSON string into an array; both drivers (pg, PGlite) already decode jsonb.
 */
const jsonbAsGiven = customType<{ data: RedemptionStep[] | string; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value as RedemptionStep[] | string,
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const offerUsageLimit = pgEnum("offer_usage_limit", USAGE_LIMITS);

export const offers = pgTable(
  "offers",
  {
    // A small integer, not a UUID: offers are public, and random ids were a third of the compressed
    // catalogue list (docs/decisions/0001-integer-offer-ids.md).
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    businessDescription: text("business_description"),
    /** As its brand's record spells it (kept by a trigger); the staff editor's name picks the brand. */
    brandName: text("brand_name").notNull(),
    /**
     * The brand that owns the offer (issue 37). Never null: left out of an insert, the offers_brand
     * trigger (migration 0024) sets it from brand_name, so the default is only there to say "optional".
     */
    brandId: integer("brand_id")
      .notNull()
      .default(sql`null`)
      .references((): AnyPgColumn => brands.id),
    businessName: text("business_name").notNull(),
    businessCategory: businessCategory("business_category").notNull(),
    logoUrl: text("logo_url"),
    /**
     * The cover picture at its widest (…-1200.webp), its other widths named after it (issue 20);
     * null = none, and the web draws one from the brand's colour.
     */
    coverUrl: text("cover_url"),
    websiteUrl: text("website_url"),
    offerType: offerType("offer_type").notNull(),
    discountType: discountType("discount_type"),
    discountValue: numeric("discount_value", { precision: 12, scale: 2, mode: "number" }),
    code: text("code"),
    referralLink: text("referral_link"),
    /** When a published offer goes live (the start of a Dubai day); null = as soon as published. */
    startsAt: timestamptz("starts_at"),
    expiresAt: timestamptz("expires_at"),
    // Kept exactly as given: an array of steps, or that array as a JSON string (spec 000 §3).
    discountRedemptionGuide: jsonbAsGiven("discount_redemption_guide"),
    generalInfo: text("general_info"),
    termsAndConditions: text("terms_and_conditions"),
    // The Arabic of title, description, guide and terms (issue 18); null = none, the English shows.
    // The Arabic guide is always an array of steps (it has no older clients).
    titleAr: text("title_ar"),
    descriptionAr: text("description_ar"),
    discountRedemptionGuideAr: jsonb("discount_redemption_guide_ar").$type<RedemptionStep[]>(),
    termsAndConditionsAr: text("terms_and_conditions_ar"),
    status: offerStatus("status").notNull().default("draft"),
    /** Online, in store (the student shows their card) or both (issue 35). */
    redemptionChannel: redemptionChannel("redemption_channel").notNull().default("online"),
    /** How often one student may use the offer (issue 36): once, once per 1/7/30 Dubai days, or unlimited. */
    usageLimit: offerUsageLimit("usage_limit").notNull().default("once"),
    /**
     * Since when the offer has had no code to hand out (its pool is empty, or its shared code was
     * marked bad); null = it has. Kept by refreshCodeSupply(); students see "Temporarily unavailable".
     */
    codesRanOutAt: timestamptz("codes_ran_out_at"),
    /** When staff were last mailed about a burst of reported codes on this offer. */
    reportAlertSentAt: timestamptz("report_alert_sent_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    publishedAt: timestamptz("published_at"),
    /** When SUPPORT_EMAIL was told this offer's code pool ran low; cleared when codes are added. */
    poolAlertSentAt: timestamptz("pool_alert_sent_at"),
    /**
     * The offer's place in the home page's Featured row (0 first), picked by staff (issue 20); null =
     * not featured. Kept when the offer stops being live: the row shows live offers only.
     */
    featuredRank: integer("featured_rank"),
    /**
     * What its brand is known by (brandKey() in the contracts): the name trimmed, its runs of white
     * space (JavaScript's \s) made one space, lower-cased. Computed here so SQL and code agree.
     */
    brandKey: text("brand_key")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(btrim(regexp_replace(brand_name, '[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+', ' ', 'g'), ' '))`,
      ),
  },
  (t) => [
    // Serves the public list: published rows, newest first.
    index("offers_public_list_idx").on(
      t.status,
      t.publishedAt.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Serves the console's list (any status, most recently changed first) read backwards.
    index("offers_console_list_idx").on(t.updatedAt, t.id),
    // One brand's offers (the console's Brands screen counts them).
    index("offers_brand_key_idx").on(t.brandKey),
    // A brand's offers (its page, the partner portal).
    index("offers_brand_id_idx").on(t.brandId),
    // The few featured offers, without scanning the catalogue (the console's Featured screen).
    index("offers_featured_idx")
      .on(t.featuredRank)
      .where(sql`${t.featuredRank} is not null`),
    // The few scheduled offers: when the next one goes live, without scanning the catalogue.
    index("offers_starts_at_idx")
      .on(t.startsAt)
      .where(sql`${t.startsAt} is not null`),
    check(
      "offers_starts_before_it_ends",
      sql`${t.startsAt} is null or ${t.expiresAt} is null or ${t.startsAt} < ${t.expiresAt}`,
    ),
    check("offers_discount_value_non_negative", sql`${t.discountValue} is null or ${t.discountValue} >= 0`),
    check(
      "offers_percentage_at_most_100",
      sql`${t.discountType} is distinct from 'percentage' or ${t.discountValue} <= 100`,
    ),
    check("offers_referral_has_link", sql`${t.offerType} <> 'referral' or ${t.referralLink} is not null`),
    check(
      "offers_guide_is_array_or_string",
      sql`${t.discountRedemptionGuide} is null or jsonb_typeof(${t.discountRedemptionGuide}) in ('array', 'string')`,
    ),
    check(
      "offers_guide_ar_is_array",
      sql`${t.discountRedemptionGuideAr} is null or jsonb_typeof(${t.discountRedemptionGuideAr}) = 'array'`,
    ),
    check("offers_featured_rank_non_negative", sql`${t.featuredRank} is null or ${t.featuredRank} >= 0`),
    check("offers_published_has_date", sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/**
 * One row whose version a statement trigger on `offers` bumps on every write (see the custom
 * migration), so each process can check "has the catalogue changed?" with a primary-key read.
 */
export const catalogueState = pgTable("catalogue_state", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Brands: the record that owns its offers (offers.brand_id) and that its page and cards read (issue
 * 37). `key` is what its name is known by (brandKey() in the contracts); a row appears with the first
 * offer whose brand name has a new key, made by a trigger on offers in that offer's transaction
 * (migrations 0016, 0024), and the staff editor's brand name picks the brand by key. Its page is
 * /brands/<slug>; staff may change the slug. Kept when no offer has it any more.
 */
export const brands = pgTable(
  "brands",
  {
    key: text("key").primaryKey(),
    /** The id partner memberships and offers name: stable, whatever the name or slug becomes. */
    id: integer("id").notNull().unique("brands_id_unique").generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique("brands_slug_unique"),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    websiteUrl: text("website_url"),
    description: text("description"),
    descriptionAr: text("description_ar"),
    /** The brand's colour, #rrggbb; null = drawn from its name. */
    colour: text("colour"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [check("brands_colour_hex", sql`${t.colour} is null or ${t.colour} ~ '^#[0-9a-f]{6}$'`)],
);

/**
 * A brand's earlier slugs, so the addresses people shared and search engines keep still lead to its
 * page after staff change the slug (a permanent redirect). A slug a brand uses now wins over any
 * brand's earlier one; a brand given back an earlier slug drops it from here.
 */
export const brandSlugRedirects = pgTable("brand_slug_redirects", {
  slug: text("slug").primaryKey(),
  brandKey: text("brand_key")
    .notNull()
    .references(() => brands.key, { onDelete: "cascade" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const userRole = pgEnum("user_role", ROLES);
export const verificationStatus = pgEnum("verification_status", VERIFICATION_STATUSES);

/** Accounts. E-mail is stored trimmed and lower-cased, and unique. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    role: userRole("role").notNull().default("student"),
    /** The language of the account's e-mails ('en' | 'ar'): the sign-up request's, then the user's choice. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    emailMarketing: boolean("email_marketing").notNull().default(false),
    whatsappMarketing: boolean("whatsapp_marketing").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    passwordChangedAt: timestamptz("password_changed_at").notNull().defaultNow(),
    /**
     * Set when the person deleted their account (issue 38): the row stays, without the person, so
     * redemptions, favourites and staff decisions keep counting; staff see "deleted account #n".
     */
    deletedAt: timestamptz("deleted_at"),
    deletedNumber: integer("deleted_number"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_deleted_number_unique").on(t.deletedNumber),
    check("users_deleted_numbered", sql`(${t.deletedAt} is null) = (${t.deletedNumber} is null)`),
    // Sign-ups per period (staff insights).
    index("users_created_idx").on(t.createdAt),
    check("users_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
    check("users_locale_known", sql`${t.locale} in ('en', 'ar')`),
  ],
);

/**
 * A student's verification (spec 001 §3 "Student profile"); no row = not started. An active one
 * counts until expires_at (12 months after verified_at); staff review rows by status, oldest first.
 */
export const studentProfiles = pgTable(
  "student_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: verificationStatus("status").notNull().default("pending"),
    studentEmail: text("student_email"),
    institution: text("institution"),
    verifiedAt: timestamptz("verified_at"),
    expiresAt: timestamptz("expires_at"),
    /** When a code was last mailed to the student e-mail (the insights funnel). */
    codeSentAt: timestamptz("code_sent_at"),
    /** Why staff rejected the last attempt, shown to the student: staff's words (with "other"). */
    rejectionReason: text("rejection_reason"),
    /** The listed reason staff chose for a document, worded in the reader's language. */
    rejectionCode: text("rejection_code").$type<DocumentRejectionCode>(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("student_profiles_review_idx").on(t.status, t.updatedAt),
    check("student_profiles_rejection_code_known", knownRejectionCode(t.rejectionCode)),
    check("student_profiles_active_has_dates", sql`${t.status} <> 'active' or ${t.expiresAt} is not null`),
  ],
);

/**
 * The reminders sent before a verification expires (issue 38): one row per reminder of one
 * verification period (its expiry), claimed by inserting it, so two processes never send one twice
 * and a renewed verification (a new expiry) gets its own.
 */
export const verificationReminders = pgTable(
  "verification_reminders",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    kind: text("kind").notNull().$type<VerificationReminderKind>(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.expiresAt, t.kind] }),
    check("verification_reminders_kind_known", sql`${t.kind} in ('30_days', '7_days', 'expired')`),
  ],
);

/** Which reminder: 30 days before, 7 days before, or on the day the verification expires. */
export type VerificationReminderKind = "30_days" | "7_days" | "expired";

/** Universities and colleges whose e-mail domains prove student status. Seeded once; staff edit them. */
export const institutions = pgTable(
  "institutions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    emirate: text("emirate"),
    /** A branch campus whose students use the home university's domain. */
    sharedWithHomeCampus: boolean("shared_with_home_campus").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("institutions_name_unique").on(sql`lower(${t.name})`)],
);

/**
 * E-mail domains of institutions, lower-case. A domain belongs to one institution; a student e-mail
 * matches its own domain or any parent domain here. Legacy domains (of institutions merged into
 * another) are kept for the record but prove nothing today: their owners have graduated.
 */
export const institutionDomains = pgTable(
  "institution_domains",
  {
    domain: text("domain").primaryKey(),
    institutionId: integer("institution_id")
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    isLegacy: boolean("is_legacy").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("institution_domains_institution_idx").on(t.institutionId),
    check(
      "institution_domains_normalised",
      sql`${t.domain} = lower(${t.domain}) and ${t.domain} not like '.%'`,
    ),
  ],
);

/** The one live code mailed to a student e-mail (a new code replaces the old), kept as an HMAC. */
export const studentEmailCodes = pgTable("student_email_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  studentEmail: text("student_email").notNull(),
  institution: text("institution").notNull(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** Student e-mails that have verified an account: the primary key lets each verify one account only. */
export const studentEmailClaims = pgTable(
  "student_email_claims",
  {
    studentEmail: text("student_email").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verifiedAt: timestamptz("verified_at").notNull(),
  },
  (t) => [index("student_email_claims_user_idx").on(t.userId)],
);

export const documentType = pgEnum("document_type", DOCUMENT_TYPES);
export const documentReviewStatus = pgEnum("document_review_status", ["pending", "approved", "rejected"]);

/** Uploaded proof of enrolment, waiting for staff. The file itself is in private storage. */
export const verificationDocuments = pgTable(
  "verification_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentType: documentType("document_type").notNull(),
    institution: text("institution").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Decided from the file's content, not from what the browser said. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** The file name the browser gave, for staff only. */
    originalName: text("original_name"),
    status: documentReviewStatus("status").notNull().default("pending"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    reviewedAt: timestamptz("reviewed_at"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    rejectionCode: text("rejection_code").$type<DocumentRejectionCode>(),
    /**
     * When the file left storage, RETENTION.documentsAfterDecisionDays after the decision (issue 38);
     * the row stays, so the student's history and staff insights keep it.
     */
    fileRemovedAt: timestamptz("file_removed_at"),
  },
  (t) => [
    uniqueIndex("verification_documents_storage_key_unique").on(t.storageKey),
    index("verification_documents_review_idx").on(t.status, t.createdAt),
    index("verification_documents_user_idx").on(t.userId),
    check("verification_documents_rejection_code_known", knownRejectionCode(t.rejectionCode)),
    // Staff insights: documents uploaded, and reviewed, in a period.
    index("verification_documents_created_idx").on(t.createdAt),
    index("verification_documents_reviewed_idx")
      .on(t.reviewedAt)
      .where(sql`${t.reviewedAt} is not null`),
    index("verification_documents_reviewer_idx")
      .on(t.reviewedBy)
      .where(sql`${t.reviewedBy} is not null`),
    check(
      "verification_documents_decided_has_date",
      sql`${t.status} = 'pending' or ${t.reviewedAt} is not null`,
    ),
  ],
);

/** Signed-in browsers. Only a SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** The brand the partner portal shows in this browser (one of the user's memberships). */
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    /**
     * A rough name of the browser, such as "Chrome on Android", for the person's data export; the full
     * User-Agent is not kept. Null for sessions started before it was recorded.
     */
    device: text("device"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * The one live password-reset code of a user (a new code replaces the old). The code is kept as an
 * HMAC; once verified, a reset token (hashed, bound to the browser by a cookie) allows one reset,
 * which deletes the row.
 */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    verifiedAt: timestamptz("verified_at"),
    resetTokenHash: text("reset_token_hash"),
    resetExpiresAt: timestamptz("reset_expires_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_reset_token_unique").on(t.resetTokenHash)],
);

/**
 * A student's pending change of login e-mail (one per user; a new request replaces it): the new
 * address and the HMAC of the code mailed to it. Confirming the code deletes the row and moves the
 * e-mail in one transaction; until then the account logs in with its old address.
 */
export const loginEmailChanges = pgTable(
  "login_email_changes",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [check("login_email_changes_email_normalised", sql`${t.newEmail} = lower(btrim(${t.newEmail}))`)],
);

/**
 * Single-use codes loaded for an offer: each goes to exactly one student. A free code has no
 * assigned_at; the partial index finds the next one without scanning those already given out.
 */
export const offerCodes = pgTable(
  "offer_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamptz("assigned_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("offer_codes_offer_code_unique").on(t.offerId, t.code),
    index("offer_codes_free_idx")
      .on(t.offerId, t.id)
      .where(sql`${t.assignedAt} is null`),
    index("offer_codes_assigned_to_idx")
      .on(t.assignedTo)
      .where(sql`${t.assignedTo} is not null`),
  ],
);

export const redemptionSource = pgEnum("redemption_source", ["pool", "preset", "generated"]);

/**
 * A code given to a student: one row per use the offer's rule allows (issue 36), plus at most one
 * replacement for a reported code (replaces_id names the code it replaces, in the same period).
 */
export const redemptions = pgTable(
  "redemptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    source: redemptionSource("source").notNull(),
    replacesId: bigint("replaces_id", { mode: "number" }).references((): AnyPgColumn => redemptions.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // A student's uses of one offer, latest first: the period rule reads the latest.
    index("redemptions_offer_user_time_idx").on(t.offerId, t.userId, t.createdAt),
    uniqueIndex("redemptions_replaces_unique")
      .on(t.replacesId)
      .where(sql`${t.replacesId} is not null`),
    index("redemptions_user_idx").on(t.userId),
    index("redemptions_created_idx").on(t.createdAt),
  ],
);

export const codeReportReason = pgEnum("code_report_reason", CODE_REPORT_REASONS);

/** A student's report that a code they were given did not work: one per code (issue 36). */
export const codeReports = pgTable(
  "code_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    redemptionId: bigint("redemption_id", { mode: "number" })
      .notNull()
      .references(() => redemptions.id, { onDelete: "cascade" }),
    // Copied from the redemption so the staff list reads one offer's reports from one index.
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    reason: codeReportReason("reason").notNull(),
    details: text("details"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("code_reports_redemption_unique").on(t.redemptionId),
    index("code_reports_offer_time_idx").on(t.offerId, t.createdAt),
  ],
);

/** Codes staff marked bad: never handed out again for that offer, whatever their source. */
export const badCodes = pgTable(
  "bad_codes",
  {
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.code] })],
);

export const offerEventType = pgEnum("offer_event_type", [
  "offer_click",
  "link_copy",
  "code_copy",
  "referral_click",
  // A student opened their in-store card from this offer (issue 35).
  "card_shown",
]);

/** What visitors do with offers, for staff insights. Anonymous events have no user. */
export const offerEvents = pgTable(
  "offer_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    eventType: offerEventType("event_type").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    metadata: jsonb("metadata"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("offer_events_offer_type_time_idx").on(t.offerId, t.eventType, t.createdAt),
    index("offer_events_time_idx").on(t.createdAt),
    index("offer_events_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * Each offer's activity per Dubai calendar day (issue 34): what staff insights and the console's
 * counts read, so a year of insights is a few hundred thousand rows at most, however many events
 * there were. Kept by statement triggers on offer_events and redemptions (migration 0021) in the
 * writing transaction; never lowered when an event or redemption goes (an account deleted, an event
 * pruned), so the counts brands and staff saw stay. Goes with its offer.
 */
export const offerActivityDays = pgTable(
  "offer_activity_days",
  {
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    /** The Dubai calendar day (UTC+4, no daylight saving). */
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    copies: integer("copies").notNull().default(0),
    referralClicks: integer("referral_clicks").notNull().default(0),
    redemptions: integer("redemptions").notNull().default(0),
    /** Times a student opened their in-store card from the offer. */
    cardShows: integer("card_shows").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day] }), index("offer_activity_days_day_idx").on(t.day)],
);

/** Offers a student saved. */
export const favorites = pgTable(
  "favorites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] }), index("favorites_offer_idx").on(t.offerId)],
);

export const merchantCategory = pgEnum("merchant_category", MERCHANT_CATEGORIES);
/** Staff review a request (the staff console): approved turns it into a draft offer. */
export const partnershipStatus = pgEnum("partnership_status", ["submitted", "approved", "rejected"]);
export const contactSource = pgEnum("contact_source", CONTACT_SOURCES);

/** Logos we re-encoded and stored (public storage); a partnership request may only name one of these. */
export const uploadedLogos = pgTable(
  "uploaded_logos",
  {
    storageKey: text("storage_key").primaryKey(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  // Finds logos nobody submitted, to remove them.
  (t) => [index("uploaded_logos_created_idx").on(t.createdAt)],
);

/**
 * Cover pictures we made (issue 20), as logos are: a request or an offer may only name one of these.
 * The key is the files' common stem, covers/<uuid>; each width is stored as <key>-<width>.webp.
 */
export const uploadedCovers = pgTable(
  "uploaded_covers",
  {
    storageKey: text("storage_key").primaryKey(),
    /** All widths together. */
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  // Finds covers nobody submitted, to remove them.
  (t) => [index("uploaded_covers_created_idx").on(t.createdAt)],
);

/** Offers brands submit from /for-merchants (spec 001 §3), waiting for staff. */
export const partnershipRequests = pgTable(
  "partnership_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: partnershipStatus("status").notNull().default("submitted"),
    brandName: text("brand_name").notNull(),
    brandCategory: merchantCategory("brand_category").notNull(),
    businessDescription: text("business_description").notNull(),
    generalInfo: text("general_info"),
    offerType: offerType("offer_type").notNull(),
    discountCode: text("discount_code"),
    discountType: discountType("discount_type"),
    discountValue: numeric("discount_value", { precision: 12, scale: 2, mode: "number" }),
    referralLink: text("referral_link"),
    /** The last day the offer runs, when "This offer expires" was checked. */
    expiresOn: date("expires_on", { mode: "string" }),
    websiteUrl: text("website_url"),
    redemptionGuide: jsonb("redemption_guide").$type<RedemptionStep[]>().notNull(),
    termsAndConditions: text("terms_and_conditions").notNull(),
    /** Online, in store or both: what the approved draft offer gets. */
    redemptionChannel: redemptionChannel("redemption_channel").notNull().default("online"),
    /** The offer's title, description and terms in Arabic, when the merchant gave them (issue 18). */
    titleAr: text("title_ar"),
    descriptionAr: text("description_ar"),
    termsAndConditionsAr: text("terms_and_conditions_ar"),
    contactEmail: text("contact_email").notNull(),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone"),
    /** The language the request was made in: the contact hears back in it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    logoKey: text("logo_key")
      .notNull()
      .references(() => uploadedLogos.storageKey),
    /** The optional cover (issue 20). */
    coverKey: text("cover_key").references(() => uploadedCovers.storageKey),
    reviewedAt: timestamptz("reviewed_at"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    /** The draft offer an approval created. */
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("partnership_requests_review_idx").on(t.status, t.createdAt),
    index("partnership_requests_logo_idx").on(t.logoKey),
    index("partnership_requests_reviewer_idx")
      .on(t.reviewedBy)
      .where(sql`${t.reviewedBy} is not null`),
    index("partnership_requests_offer_idx")
      .on(t.offerId)
      .where(sql`${t.offerId} is not null`),
    check(
      "partnership_requests_offer_fields",
      sql`(${t.offerType} = 'discount' and ${t.discountCode} is not null and ${t.discountType} is not null)
        or (${t.offerType} = 'referral' and ${t.referralLink} is not null)`,
    ),
    check("partnership_requests_locale_known", sql`${t.locale} in ('en', 'ar')`),
  ],
);

/** Messages from the contact forms; each is also mailed to SUPPORT_EMAIL. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: contactSource("source").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The account that wrote it, when someone was signed in. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_time_idx").on(t.createdAt),
    index("contact_messages_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    // Deleting an account also deletes what its address wrote while signed out (typed as it came).
    index("contact_messages_email_idx").on(sql`lower(btrim(${t.email}))`),
  ],
);

/**
 * Every staff decision: who, what, on which record, when, and the record before and after. Kept when
 * the staff account is deleted (actor_email stays for the record).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** e.g. "verification.approve", "offer.publish". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.id.desc()),
    index("audit_log_actor_idx")
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type StudentProfileRow = typeof studentProfiles.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;
export type VerificationDocumentRow = typeof verificationDocuments.$inferSelect;
export type PartnershipRequestRow = typeof partnershipRequests.$inferSelect;

export const mailStatus = pgEnum("mail_status", ["pending", "sent", "dead"]);

/**
 * The e-mail outbox: a message is written in the transaction of the change that causes it and sent
 * later by a worker (services/mail-outbox). While pending, next_attempt_at is when it is due; a worker
 * that claims it moves next_attempt_at to the end of its lease, so a crashed worker's claim expires.
 * Bodies are cleared once the message is finished (sent or dead): codes do not stay at rest.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    // In writing order: messages written together are sent (and listed) in that order.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    /** Extra headers, e.g. a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    subject: text("subject").notNull(),
    text: text("text"),
    html: text("html"),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_finished_idx")
      .on(t.status, t.finishedAt)
      .where(sql`${t.status} <> 'pending'`),
  ],
);

/** Numbers deleted accounts in the order they went: "deleted account #n". */
export const deletedAccountNumber = pgSequence("deleted_account_number", { startWith: 1 });

/**
 * Private files of deleted accounts still to be removed from storage: written with the deletion,
 * removed once the file is gone, so a storage failure is retried by housekeeping.
 */
export const erasedFiles = pgTable("erased_files", {
  storageKey: text("storage_key").primaryKey(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/**
 * A student's in-store card (issue 35): the opaque id its QR tokens name, never the user's id. The row
 * outlives the account (user set null), so checking a deleted student's card says "Not verified",
 * not "Not valid". The offer the card was last opened from lets a check count for that brand.
 */
export const studentCards = pgTable(
  "student_cards",
  {
    /** 8 random bytes as 16 hex digits. */
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    lastOfferId: integer("last_offer_id").references(() => offers.id, { onDelete: "set null" }),
    lastOfferAt: timestamptz("last_offer_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("student_cards_user_unique").on(t.userId),
    check("student_cards_id_shape", sql`${t.id} ~ '^[0-9a-f]{16}$'`),
  ],
);

/**
 * The 6-character code shown under a card's QR for one time step, for a cashier to type when scanning
 * fails. One per card and step; kept a day so a late one reads "Expired", then swept.
 */
export const cardCheckCodes = pgTable(
  "card_check_codes",
  {
    code: text("code").primaryKey(),
    cardId: text("card_id")
      .notNull()
      .references(() => studentCards.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("card_check_codes_card_step_unique").on(t.cardId, t.step),
    index("card_check_codes_created_idx").on(t.createdAt),
  ],
);

export const cardCheckResult = pgEnum("card_check_result", ["valid", "expired", "not_valid", "not_verified"]);

/** Every cashier's check of a card (staff insights: checks per day, and per brand). */
export const cardChecks = pgTable(
  "card_checks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: text("card_id").references(() => studentCards.id, { onDelete: "set null" }),
    result: cardCheckResult("result").notNull(),
    /** The in-store offer the card was opened from shortly before, if any. */
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("card_checks_time_idx").on(t.createdAt),
    index("card_checks_offer_idx")
      .on(t.offerId, t.createdAt)
      .where(sql`${t.offerId} is not null`),
  ],
);

/**
 * The photo a student may add to their card: private, re-encoded, shown only once staff approve it.
 * A new upload replaces the one before (one row per student).
 */
export const cardPhotos = pgTable(
  "card_photos",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    status: documentReviewStatus("status").notNull().default("pending"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    reviewedAt: timestamptz("reviewed_at"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    index("card_photos_review_idx").on(t.status, t.createdAt),
    check("card_photos_decided_has_date", sql`${t.status} = 'pending' or ${t.reviewedAt} is not null`),
  ],
);

export const brandRole = pgEnum("brand_role", BRAND_ROLES);

/** Who may act for a brand in the partner portal (issue 37), and as what. */
export const brandMembers = pgTable(
  "brand_members",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: brandRole("role").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] }), index("brand_members_user_idx").on(t.userId)],
);

/**
 * An invitation to a brand: a single-use link (only its SHA-256 is kept) that works until expires_at.
 * Resending gives the same row a new link; accepting or revoking ends it.
 */
export const brandInvitations = pgTable(
  "brand_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: brandRole("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The language of its e-mail. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("brand_invitations_token_unique").on(t.tokenHash),
    index("brand_invitations_brand_idx").on(t.brandId, t.createdAt),
    check("brand_invitations_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
    check("brand_invitations_locale_known", sql`${t.locale} in ('en', 'ar')`),
  ],
);

export const changeStatus = pgEnum("offer_change_status", CHANGE_STATUSES);

/**
 * A brand's proposal from the partner portal (issue 37): a new offer (offer_id null) or a change to one
 * of its offers, with every field it would have. The offer itself is untouched until staff approve.
 * One open proposal (submitted or returned) per offer.
 */
export const offerChanges = pgTable(
  "offer_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<PartnerOfferFields>().notNull(),
    /** The offer's fields as they were when staff approved a change (null: not approved, or a new offer). */
    before: jsonb("before").$type<PartnerOfferFields>(),
    status: changeStatus("status").notNull().default("submitted"),
    /** Why staff sent it back. */
    reason: text("reason"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamptz("submitted_at").notNull().defaultNow(),
    reviewedAt: timestamptz("reviewed_at"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("offer_changes_open_unique")
      .on(t.offerId)
      .where(sql`${t.status} in ('submitted', 'returned') and ${t.offerId} is not null`),
    index("offer_changes_review_idx").on(t.status, t.submittedAt),
    index("offer_changes_brand_idx").on(t.brandId, t.submittedAt),
  ],
);

export const consentChannel = pgEnum("consent_channel", CONSENT_CHANNELS);
export const consentSource = pgEnum("consent_source", CONSENT_SOURCES);

/**
 * Marketing consent as evidence (issue 38): every choice, given or withdrawn, with where and when it was
 * made. users.email_marketing and whatsapp_marketing hold the last event's answer, written in the same
 * transaction (recordConsent), so the senders read one column.
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: consentChannel("channel").notNull(),
    given: boolean("given").notNull(),
    source: consentSource("source").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [index("consent_events_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The weekly "New for students this week" e-mail (issue 38): one row per account and Dubai week, written
 * with the message in one transaction, so several processes never send one person two in a week.
 * `sent` is false for a week that had nothing worth sending (the e-mail is never sent empty).
 */
export const weeklyDigests = pgTable(
  "weekly_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Dubai week's Monday, YYYY-MM-DD. */
    week: date("week", { mode: "string" }).notNull(),
    sent: boolean("sent").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

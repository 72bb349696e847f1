import { z } from 'zod';
import { MEMBERSHIP_STATUS_BLOCKS, PROFILE_EDIT_BLOCKS, ROLE_CHANGE_BLOCKS } from '../profile-rules.ts';

/** GET /api/config: the configuration of spec 1 §3, loaded at start by a logged-in clerk. */
const accessRoleSchema = z.object({
  Name: z.string(),
  AccessLevel: z.number().int(),
});
export type AccessRole = z.infer<typeof accessRoleSchema>;

export const companyRefSchema = z.object({ Id: z.string(), Name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

const loginClerkSchema = z.object({
  Id: z.string(),
  ClerkId: z.string(),
  CompanyGuid: z.string(),
  DisplayName: z.string(),
  Email: z.string().nullable(),
  CompanyName: z.string(),
  Companies: z.array(companyRefSchema),
  AccessRole: accessRoleSchema,
  /** The active company's 'Brev må godkjennes før de sendes' (issue 46): the quick view 'Til godkjenning'. */
  LettersNeedApproval: z.boolean(),
});
export type LoginClerk = z.infer<typeof loginClerkSchema>;

/**
 * A colleague as levels 1-3 get them in CompanyClerks (issue 17): only what their screens use, the clerk choices
 * (inline picker, bulk dialog, new-case wizard), the clerk filter and the new case's summary. Its own schema, so
 * that serializing it drops every other field.
 */
const companyClerkSummarySchema = z.object({
  /** The membership: what a case is assigned to. */
  Id: z.string(),
  /** The person: the address of their profile, which level 3 may read (architecture §6). */
  ClerkId: z.string(),
  DisplayName: z.string(),
  /** The new-case wizard shows it beside the chosen clerk. */
  Phone: z.string().nullable(),
  Disabled: z.boolean(),
  /**
   * Whether the clerk's role sees cases: the clerk choices leave out those whose role does not (level 4), see
   * docs/decisions/0012-clerk-choices-leave-out-level-4.md. Sent instead of the role, which levels 1-3 need not
   * know.
   */
  SeesCases: z.boolean(),
});
export type CompanyClerkSummary = z.infer<typeof companyClerkSummarySchema>;

/** A membership in full (spec 1 §3 CompanyClerk): the profile, and CompanyClerks for levels 4-5 (settings page). */
export const companyClerkSchema = companyClerkSummarySchema.extend({
  CompanyGuid: z.string(),
  Email: z.string().nullable(),
  PhoneCountryCode: z.string(),
  NotifyOnNewCases: z.boolean(),
  NotifyOnNewPosts: z.boolean(),
  /** 'Motta varsel før forfall' (issue 20, beyond the specification). */
  NotifyBeforeDue: z.boolean(),
  /** 'Motta varsel når jeg blir nevnt' (issue 46). */
  NotifyOnMention: z.boolean(),
  /** 'Motta varsel om brev til godkjenning' (issue 46): letters to approve, and one's own sent back or approved. */
  NotifyOnApproval: z.boolean(),
  RoleId: z.string(),
  AccessRole: accessRoleSchema,
  Company: z.object({ Name: z.string() }),
  Clerk: z.object({
    Id: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Consent: z.boolean().nullable(),
  }),
  /**
   * Why the viewer may not deactivate, activate or delete this user (their own membership, or one above their
   * level); null when they may. Beyond spec 1 §3: the settings list reads it rather than comparing ids and levels.
   */
  StatusChangeBlock: z.enum(MEMBERSHIP_STATUS_BLOCKS).nullable(),
});
export type CompanyClerk = z.infer<typeof companyClerkSchema>;

/**
 * GET /api/clerk/{clerkId} and PUT /api/clerk: the membership with what the viewer may change in it, as the server
 * decides it (spec 1 §6, architecture §6); the profile form reads these rather than comparing levels.
 */
export const clerkProfileSchema = companyClerkSchema.extend({
  /** Why the viewer may not change the profile at all (the form is read-only and says why); null when they may. */
  EditBlock: z.enum(PROFILE_EDIT_BLOCKS).nullable(),
  /** Why the viewer may not change the role; null when they may, to a role no higher than their own. */
  RoleChangeBlock: z.enum(ROLE_CHANGE_BLOCKS).nullable(),
  /** A name belongs to its person (issue 17): only on one's own profile. */
  CanChangeName: z.boolean(),
});
export type ClerkProfile = z.infer<typeof clerkProfileSchema>;

/** A full entry, as opposed to a summary (the settings page works on full entries only). */
export const isFullCompanyClerk = (clerk: CompanyClerk | CompanyClerkSummary): clerk is CompanyClerk =>
  'AccessRole' in clerk;

const roleSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  AccessLevel: z.number().int(),
  Description: z.string(),
  /** Whether the viewer may give this role (none above their own level). Beyond spec 1 §3, as the abilities are. */
  Grantable: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

const countrySchema = z.object({
  cca2: z.string().length(2),
  name: z.object({ common: z.string() }),
  callingcodes: z.array(z.string()).min(1),
});

export const portalConfigSchema = z.object({
  LoginClerk: loginClerkSchema,
  /**
   * Levels 4-5 get full entries, levels 1-3 summaries; before consent only the person's own entry. Full entries
   * are tried first, so that a summary never swallows one.
   */
  CompanyClerks: z.union([z.array(companyClerkSchema), z.array(companyClerkSummarySchema)]),
  Roles: z.array(roleSchema),
  Countries: z.array(countrySchema),
  SessionTimeout: z.number().int().positive(),
  MaxUploadFileSize: z.number().int().positive(),
  ContentTypes: z.array(z.string()),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/** The portal's public branding, readable without login (header, footer, login page). */
export const brandingSchema = z.object({
  PortalName: z.string(),
  ProductName: z.string(),
  OrgNum: z.string(),
  Website: z.string(),
  ErrorReportEmail: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

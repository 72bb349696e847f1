import { z } from 'zod';

/** GET /api/config: the configuration of spec 1 §3, loaded at start by a logged-in clerk. */
export const accessRoleSchema = z.object({
  Name: z.string(),
  AccessLevel: z.number().int(),
});
export type AccessRole = z.infer<typeof accessRoleSchema>;

export const companyRefSchema = z.object({ Id: z.string(), Name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const loginClerkSchema = z.object({
  Id: z.string(),
  ClerkId: z.string(),
  CompanyGuid: z.string(),
  DisplayName: z.string(),
  Email: z.string().nullable(),
  CompanyName: z.string(),
  Companies: z.array(companyRefSchema),
  AccessRole: accessRoleSchema,
});
export type LoginClerk = z.infer<typeof loginClerkSchema>;

export const companyClerkSchema = z.object({
  Id: z.string(),
  ClerkId: z.string(),
  CompanyGuid: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  PhoneCountryCode: z.string(),
  NotifyOnNewCases: z.boolean(),
  NotifyOnNewPosts: z.boolean(),
  RoleId: z.string(),
  AccessRole: accessRoleSchema,
  DisplayName: z.string(),
  Disabled: z.boolean(),
  Company: z.object({ Name: z.string() }),
  Clerk: z.object({
    Id: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Consent: z.boolean().nullable(),
  }),
});
export type CompanyClerk = z.infer<typeof companyClerkSchema>;

export const roleSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  AccessLevel: z.number().int(),
  Description: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const countrySchema = z.object({
  cca2: z.string().length(2),
  name: z.object({ common: z.string() }),
  callingcodes: z.array(z.string()).min(1),
});
export type Country = z.infer<typeof countrySchema>;

export const configSchema = z.object({
  LoginClerk: loginClerkSchema,
  CompanyClerks: z.array(companyClerkSchema),
  Roles: z.array(roleSchema),
  Countries: z.array(countrySchema),
  SessionTimeout: z.number().int().positive(),
  MaxUploadFileSize: z.number().int().positive(),
  ContentTypes: z.array(z.string()),
});
export type Config = z.infer<typeof configSchema>;

/** The portal's public branding, readable without login (header, footer, login page). */
export const brandingSchema = z.object({
  PortalName: z.string(),
  ProductName: z.string(),
  OrgNum: z.string(),
  Website: z.string(),
  ErrorReportEmail: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

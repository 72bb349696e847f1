import { canManageUsers, canSeeCases } from '@foretaksportalen/shared/access-levels';
import type {
  Branding,
  ClerkProfile,
  CompanyClerk,
  CompanyClerkSummary,
  CompanyRef,
  PortalConfig,
  Role,
} from '@foretaksportalen/shared/contract/config';
import { COUNTRIES, ROLE_DEFINITIONS } from '@foretaksportalen/shared/demo-data';
import {
  canChangeName,
  canGrantRole,
  membershipStatusBlock,
  profileEditBlock,
  roleChangeBlock,
} from '@foretaksportalen/shared/profile-rules';

export const branding: Branding = {
  PortalName: 'Foretaksportalen',
  ProductName: 'Klagenemnda',
  OrgNum: '987654321',
  Website: 'https://klagenemnda.example',
  ErrorReportEmail: 'feil@klagenemnda.example',
};

const activeCompany: CompanyRef = { Id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', Name: 'Fjordbanken ASA' };

/** The logged-in clerk of makeConfig: Kari (the person's id and her membership's id). */
export const KARI_CLERK_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const KARI_MEMBERSHIP_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/** The five roles with ids, role-level-N as uuids, as a level 5 viewer gets them (every one grantable). */
export const roles: Role[] = ROLE_DEFINITIONS.map((role) => ({
  Id: `00000000-0000-4000-8000-00000000000${role.accessLevel}`,
  Name: role.name,
  AccessLevel: role.accessLevel,
  Description: role.description,
  Grantable: true,
}));

/** The roles as a viewer of the level gets them from the server: none above that level grantable. */
const rolesSeenAt = (viewerLevel: number): Role[] =>
  roles.map((role) => ({ ...role, Grantable: canGrantRole(viewerLevel, role.AccessLevel) }));

export const roleOfLevel = (level: number): Role => {
  const role = roles.find((candidate) => candidate.AccessLevel === level);
  if (!role) throw new Error(`No role of level ${level}`);
  return role;
};

export function makeConfig(level: number, otherCompanies: CompanyRef[] = []): PortalConfig {
  return {
    LoginClerk: {
      Id: KARI_MEMBERSHIP_ID,
      ClerkId: KARI_CLERK_ID,
      CompanyGuid: activeCompany.Id,
      DisplayName: 'Kari Nordmann',
      Email: 'kari@fjordbanken.example',
      CompanyName: activeCompany.Name,
      Companies: [activeCompany, ...otherCompanies],
      AccessRole: { Name: `Nivå ${level}`, AccessLevel: level },
      LettersNeedApproval: false,
    },
    CompanyClerks: [],
    Roles: rolesSeenAt(level),
    Countries: COUNTRIES,
    SessionTimeout: 1800,
    MaxUploadFileSize: 25 * 1024 * 1024,
    ContentTypes: ['application/pdf'],
  };
}

/**
 * A clerk as GET /api/clerk/{clerkId} answers it; Kari at the given level unless overridden. Its StatusChangeBlock
 * is as Kari (makeConfig's viewer) at level 5 gets it; `companyClerksFor` and `profileSeenAt` work it out anew.
 */
export function makeCompanyClerk(
  level: number,
  overrides: Partial<Omit<CompanyClerk, 'Clerk'>> & { Clerk?: Partial<CompanyClerk['Clerk']> } = {},
): CompanyClerk {
  const role = roleOfLevel(level);
  const { Clerk, ...rest } = overrides;
  const personId = rest.ClerkId ?? KARI_CLERK_ID;
  return {
    Id: KARI_MEMBERSHIP_ID,
    CompanyGuid: activeCompany.Id,
    Email: 'kari@fjordbanken.example',
    Phone: '92345678',
    PhoneCountryCode: 'NO',
    NotifyOnNewCases: true,
    NotifyOnNewPosts: false,
    NotifyBeforeDue: true,
    NotifyOnMention: true,
    NotifyOnApproval: true,
    RoleId: role.Id,
    AccessRole: { Name: role.Name, AccessLevel: role.AccessLevel },
    DisplayName: 'Kari Nordmann',
    Disabled: false,
    SeesCases: canSeeCases(level),
    Company: { Name: activeCompany.Name },
    StatusChangeBlock: (rest.Id ?? KARI_MEMBERSHIP_ID) === KARI_MEMBERSHIP_ID ? 'own-membership' : null,
    ...rest,
    ClerkId: personId,
    Clerk: { Id: personId, FirstName: 'Kari', LastName: 'Nordmann', Consent: true, ...Clerk },
  };
}

/** What Kari at `viewerLevel` may do to the clerk's status, as the server sends it. */
const statusSeenAt = (viewerLevel: number, clerk: CompanyClerk): CompanyClerk => ({
  ...clerk,
  StatusChangeBlock: membershipStatusBlock({
    viewerLevel,
    isOwn: clerk.Id === KARI_MEMBERSHIP_ID,
    targetLevel: clerk.AccessRole.AccessLevel,
  }),
});

/** A clerk as GET /api/clerk/{clerkId} answers Kari at `viewerLevel` (makeConfig's viewer): with the server's abilities. */
export function profileSeenAt(viewerLevel: number, clerk: CompanyClerk): ClerkProfile {
  const relation = {
    viewerLevel,
    isOwn: clerk.ClerkId === KARI_CLERK_ID,
    targetLevel: clerk.AccessRole.AccessLevel,
  };
  return {
    ...statusSeenAt(viewerLevel, clerk),
    EditBlock: profileEditBlock(relation),
    RoleChangeBlock: roleChangeBlock(relation),
    CanChangeName: canChangeName(relation),
  };
}

/** A clerk as /api/config gives a colleague to levels 1-3. */
const summaryOf = ({ Id, ClerkId, DisplayName, Phone, Disabled, SeesCases }: CompanyClerk) => ({
  Id,
  ClerkId,
  DisplayName,
  Phone,
  Disabled,
  SeesCases,
});

/** CompanyClerks as a viewer of the level gets them: full entries for levels 4-5, summaries below. */
export const companyClerksFor = (
  viewerLevel: number,
  clerks: CompanyClerk[],
): CompanyClerk[] | CompanyClerkSummary[] =>
  canManageUsers(viewerLevel)
    ? clerks.map((clerk) => statusSeenAt(viewerLevel, clerk))
    : clerks.map(summaryOf);

/** Stores a login that is valid for another hour, as the app does after moving the auth cookies. */
export function storeValidLogin(): void {
  sessionStorage.setItem('authStatus', new Date(Date.now() + 3_600_000).toISOString());
  sessionStorage.setItem('refresh', 'refresh-token-1');
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const problemResponse = (status: number, problem: Record<string, unknown>) =>
  new Response(JSON.stringify({ status, ...problem }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/** Sets a cookie the way the server's Set-Cookie would. */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

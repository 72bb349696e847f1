export type { RoleReference } from './clerk.lookup.ts';
export {
  findCompanyClerk,
  findCompanyClerkByMembership,
  findCompanyClerks,
  findRoleOf,
  hasNewCompanyNotice,
  lockCompanyClerkByMembership,
} from './clerk.lookup.ts';
export { displayName, toCompanyClerk, toCompanyClerkSummary } from './clerk.presenter.ts';
export type { ClerkRow } from './clerk.repository.ts';
export { clerkRoutes } from './clerk.routes.ts';
export { clerkNotFound, createClerkService } from './clerk.service.ts';
export { createMembershipService } from './membership.service.ts';

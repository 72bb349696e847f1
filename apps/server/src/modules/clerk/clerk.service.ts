import type { clerkSettingsSchema } from '@foretaksportalen/shared/contract/clerk';
import type { ClerkProfile, CompanyClerk } from '@foretaksportalen/shared/contract/config';
import type { ConsentResponse } from '@foretaksportalen/shared/contract/consent';
import type { NewCompanyNotice } from '@foretaksportalen/shared/contract/new-company-notice';
import { notificationChoices } from '@foretaksportalen/shared/notifications';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedChanges, writeAudit } from '../audit/index.ts';
import { refuseNameChange } from '../person/index.ts';
import { ACCESS_PATHS, type AuthContext, pathAfterConsent, type SessionService } from '../session/index.ts';
import { hasNewCompanyNotice } from './clerk.lookup.ts';
import {
  canChangeNameOf,
  canReadProfile,
  PROFILE_READ_FORBIDDEN,
  profileEditRefusal,
  roleChangeRefusal,
} from './clerk.policy.ts';
import { toClerkProfile, toCompanyClerk } from './clerk.presenter.ts';
import {
  clearNewCompanyNotices,
  findCompanyClerk,
  findNewCompaniesOf,
  findRole,
  markWelcomeDismissed,
  updateMembership,
  updatePerson,
} from './clerk.repository.ts';

type ClerkSettings = z.output<typeof clerkSettingsSchema>;

const CLERK_NOT_FOUND = 'Fant ikke brukeren';
export const clerkNotFound = () => new AppError('clerk.not-found', 404, CLERK_NOT_FOUND);
const UNKNOWN_ROLE = 'Ukjent rolle';
/** A RoleId that names no role, as the 400 of the payload's RoleId. */
export const unknownRole = () =>
  new AppError('clerk.unknown-role', 400, UNKNOWN_ROLE, { errors: { RoleId: [UNKNOWN_ROLE] } });

type EditableProfile = Pick<
  CompanyClerk,
  | 'Email'
  | 'Phone'
  | 'PhoneCountryCode'
  | 'NotifyOnNewCases'
  | 'NotifyOnNewPosts'
  | 'NotifyBeforeDue'
  | 'NotifyOnMention'
  | 'NotifyOnApproval'
  | 'RoleId'
> & { Clerk: { FirstName: string; LastName: string } };

/** The fields a profile save may change, by their wire names (the audit log records their changes). */
const editableFields = (profile: EditableProfile) => ({
  FirstName: profile.Clerk.FirstName,
  LastName: profile.Clerk.LastName,
  Email: profile.Email,
  Phone: profile.Phone,
  PhoneCountryCode: profile.PhoneCountryCode,
  NotifyOnNewCases: profile.NotifyOnNewCases,
  NotifyOnNewPosts: profile.NotifyOnNewPosts,
  NotifyBeforeDue: profile.NotifyBeforeDue,
  NotifyOnMention: profile.NotifyOnMention,
  NotifyOnApproval: profile.NotifyOnApproval,
  RoleId: profile.RoleId,
});

export function createClerkService({
  db,
  clock,
  sessions,
}: {
  db: Database;
  clock: () => Date;
  sessions: SessionService;
}) {
  return {
    /**
     * POST /api/clerk/consent: the person's consent, given or refused. Refusing ends the session at once;
     * giving it leads on to the welcome page or the landing page.
     */
    async decideConsent(auth: AuthContext, consent: boolean): Promise<ConsentResponse> {
      await db.transaction(async (tx) => {
        await updatePerson(tx, auth.personId, { consent, consentDecidedAt: clock() });
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId: auth.companyId,
          action: consent ? 'consent.given' : 'consent.refused',
          targetType: 'person',
          targetId: auth.personId,
        });
        if (!consent) await sessions.endSession(tx, auth.sessionId);
      });
      return {
        ConsentValue: consent,
        RedirectUrl: consent
          ? pathAfterConsent({
              welcomeDismissed: auth.welcomeDismissed,
              newCompanyNoticePending: await hasNewCompanyNotice(db, auth.personId),
              accessLevel: auth.accessLevel,
            })
          : ACCESS_PATHS.loggedOut,
      };
    },

    /** GET /api/clerk/deactivate/welcome: the welcome page is not shown again. */
    async dismissWelcome(auth: AuthContext) {
      await db.transaction(async (tx) => {
        if (!(await markWelcomeDismissed(tx, auth.personId))) return;
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId: auth.companyId,
          action: 'welcome.dismissed',
          targetType: 'person',
          targetId: auth.personId,
        });
      });
    },

    /** GET /api/clerk/newcompanies: the companies that added the person and that they have not been told about. */
    async getNewCompanyNotice(auth: AuthContext): Promise<NewCompanyNotice> {
      const companies = await findNewCompaniesOf(db, auth.personId);
      return {
        Companies: companies.map((company) => ({ Id: company.companyId, Name: company.companyName })),
      };
    },

    /** POST /api/clerk/newcompanies/seen: the notice of these companies is not shown again. */
    async confirmNewCompanyNotice(auth: AuthContext, companyIds: string[]) {
      await db.transaction(async (tx) => {
        const cleared = await clearNewCompanyNotices(tx, auth.personId, companyIds);
        if (cleared.length === 0) return;
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId: auth.companyId,
          action: 'new-company-notice.seen',
          targetType: 'person',
          targetId: auth.personId,
          details: { companyIds: cleared },
        });
      });
    },

    /** GET /api/clerk/{clerkId}: a profile in the active company; people of other companies do not exist. */
    async getProfile(auth: AuthContext, personId: string): Promise<ClerkProfile> {
      const target = await findCompanyClerk(db, auth.companyId, personId);
      if (!target) throw clerkNotFound();
      if (!canReadProfile(auth, target)) {
        throw new AppError('clerk.profile-read-forbidden', 403, PROFILE_READ_FORBIDDEN);
      }
      return toClerkProfile(target, auth);
    },

    /**
     * PUT /api/clerk: saves a profile; the ids of the payload must name a membership of the active company. On
     * someone else's profile only this company's membership changes: their name is theirs.
     */
    async updateProfile(auth: AuthContext, settings: ClerkSettings): Promise<ClerkProfile> {
      return db.transaction(async (tx) => {
        const target = await findCompanyClerk(tx, auth.companyId, settings.ClerkId);
        const sameMembership =
          target?.membership.id === settings.Id &&
          settings.CompanyGuid === auth.companyId &&
          settings.Clerk.Id === settings.ClerkId;
        if (!target || !sameMembership) throw clerkNotFound();
        const refusal = profileEditRefusal(auth, target);
        if (refusal) throw new AppError('clerk.profile-edit-forbidden', 403, refusal);
        if (!canChangeNameOf(auth, target)) {
          refuseNameChange(
            target,
            { firstName: settings.Clerk.FirstName, lastName: settings.Clerk.LastName },
            { firstName: 'Clerk.FirstName', lastName: 'Clerk.LastName' },
          );
        }
        if (settings.RoleId !== target.membership.roleId) {
          const role = await findRole(tx, settings.RoleId);
          if (!role) throw unknownRole();
          const roleRefusal = roleChangeRefusal(auth, target, role.accessLevel);
          if (roleRefusal) throw new AppError('clerk.role-change-forbidden', 403, roleRefusal);
        }
        const next = editableFields({
          ...settings,
          ...notificationChoices(settings.Email, {
            NotifyOnNewCases: settings.NotifyOnNewCases,
            NotifyOnNewPosts: settings.NotifyOnNewPosts,
            NotifyBeforeDue: settings.NotifyBeforeDue,
            NotifyOnMention: settings.NotifyOnMention,
            NotifyOnApproval: settings.NotifyOnApproval,
          }),
        });
        const current = editableFields(toCompanyClerk(target, auth));
        const changedFields = (Object.keys(next) as (keyof typeof next)[]).filter(
          (field) => next[field] !== current[field],
        );
        if (changedFields.length === 0) return toClerkProfile(target, auth);
        if (changedFields.includes('FirstName') || changedFields.includes('LastName')) {
          await updatePerson(tx, target.personId, { firstName: next.FirstName, lastName: next.LastName });
        }
        await updateMembership(tx, target.membership.id, {
          email: next.Email,
          phone: next.Phone,
          phoneCountryCode: next.PhoneCountryCode,
          notifyOnNewCases: next.NotifyOnNewCases,
          notifyOnNewPosts: next.NotifyOnNewPosts,
          notifyBeforeDue: next.NotifyBeforeDue,
          notifyOnMention: next.NotifyOnMention,
          notifyOnApproval: next.NotifyOnApproval,
          roleId: next.RoleId,
        });
        // A change of role is an entry of its own, as the company's log lists role changes by themselves.
        const audited = { actorPersonId: auth.personId, companyId: auth.companyId, targetType: 'membership' };
        const profileFields = changedFields.filter((field) => field !== 'RoleId');
        if (profileFields.length > 0) {
          await writeAudit(tx, {
            ...audited,
            action: 'clerk.updated',
            targetId: target.membership.id,
            details: { personId: target.personId, changes: auditedChanges(current, next, profileFields) },
          });
        }
        if (changedFields.includes('RoleId')) {
          await writeAudit(tx, {
            ...audited,
            action: 'clerk.role-changed',
            targetId: target.membership.id,
            details: { personId: target.personId, from: current.RoleId, to: next.RoleId },
          });
        }
        const updated = await findCompanyClerk(tx, auth.companyId, target.personId);
        if (!updated) throw clerkNotFound();
        return toClerkProfile(updated, auth);
      });
    },
  };
}

export type ClerkService = ReturnType<typeof createClerkService>;

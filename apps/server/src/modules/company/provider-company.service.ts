import { isDeepStrictEqual } from 'node:util';
import {
  type CompanySettings,
  companyCreateSchema,
  type companyUpdateSchema,
  type ProviderCompany,
} from '@foretaksportalen/shared/contract/provider/company';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { ProviderActor } from '../api-key/index.ts';
import { auditedBy, auditedChanges, writeAudit } from '../audit/index.ts';
import { postalPlaceOf } from '../postal-place/index.ts';
import { toProviderCompany } from './company.presenter.ts';
import {
  type CompanyRow,
  type CompanyValues,
  findCompanies,
  findCompanyByOrgNum,
  insertCompany,
  lockCompanyByOrgNum,
  updateCompany,
} from './company.repository.ts';

type CompanyUpdate = z.output<typeof companyUpdateSchema>;

const COMPANY_NOT_FOUND = 'Fant ikke foretaket';
const ORG_NUM_TAKEN = 'Det finnes allerede et foretak med dette organisasjonsnummeret';
const INVALID_COMPANY = 'Ugyldige opplysninger om foretaket';

/** The company with the organisation number, or 404: every company path of the API starts here. */
export async function requireCompanyByOrgNum(db: Database, orgNum: string) {
  const row = await findCompanyByOrgNum(db, orgNum);
  if (!row) throw new AppError('company.not-found', 404, COMPANY_NOT_FOUND);
  return row;
}

/** The settings of a stored company in the shape the API takes them. */
const settingsOf = (row: CompanyRow): Omit<ProviderCompany, 'Id'> => {
  const { Id: _id, ...settings } = toProviderCompany(row);
  return settings;
};

/**
 * The values to store: without a common e-mail address the company's three notify settings are off (spec 1 §4),
 * and a Norwegian postal code gets its place from Bring's register.
 */
async function companyValues(db: Database, settings: CompanySettings): Promise<CompanyValues> {
  const notify = settings.EmailAddress !== null;
  const { Address: address } = settings;
  return {
    name: settings.Name,
    orgNum: settings.OrgNum,
    casePrefix: settings.CasePrefix,
    emailAddress: settings.EmailAddress,
    phone: settings.Phone,
    phoneCountryCode: settings.PhoneCountryCode,
    address: address.Address,
    postalCode: address.PostalCode,
    postalPlace: (await postalPlaceOf(db, address.PostalCode)) ?? address.PostalPlace,
    notifyOnNewCases: notify && settings.NotifyOnNewCases,
    notifyOnNewPosts: notify && settings.NotifyOnNewPosts,
    notifyOnUnreadPosts: notify && settings.NotifyOnUnreadPosts,
    isElectronicLettersActive: settings.IsElectronicLettersActive,
    forceReadByCompany: settings.ForceReadByCompany,
    notifyLeadersOnNewCases: settings.NotifyLeadersOnNewCases,
    notifyLeadersOnUnreadPosts: settings.NotifyLeadersOnUnreadPosts,
    isPortalLockedForElKom: settings.IsPortalLockedForElKom,
    notifyBeforeDueDays: settings.NotifyBeforeDueDays,
  };
}

/** The wire names of the settings that differ. */
const changedSettings = (before: Omit<ProviderCompany, 'Id'>, after: Omit<ProviderCompany, 'Id'>) =>
  (Object.keys(after) as (keyof typeof after)[]).filter(
    (field) => !isDeepStrictEqual(before[field], after[field]),
  );

/**
 * Companies as the complaints body manages them (architecture §8): the provider API and the operators' command
 * line use this one service, so the rules and the audit log are the same whichever way a change comes.
 */
export function createProviderCompanyService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    requireCompany: (orgNum: string) => requireCompanyByOrgNum(db, orgNum),

    async listCompanies() {
      return (await findCompanies(db)).map(toProviderCompany);
    },

    async getCompany(orgNum: string) {
      return toProviderCompany(await requireCompanyByOrgNum(db, orgNum));
    },

    /** A new company; its organisation number must be new (409 otherwise). */
    async createCompany(actor: ProviderActor, settings: CompanySettings) {
      try {
        return await db.transaction(async (tx) => {
          if (await findCompanyByOrgNum(tx, settings.OrgNum)) {
            throw new AppError('company.org-number-taken', 409, ORG_NUM_TAKEN);
          }
          const row = await insertCompany(tx, { ...(await companyValues(tx, settings)), createdAt: clock() });
          await writeAudit(tx, {
            companyId: row.id,
            action: 'company.created',
            targetType: 'company',
            targetId: row.id,
            ...auditedBy(actor, { orgNum: row.orgNum, name: row.name }),
          });
          return toProviderCompany(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('company.org-number-taken', 409, ORG_NUM_TAKEN);
        throw error;
      }
    },

    /**
     * Changes the given settings; the rest keep their values. The result is checked as a whole (400 with the
     * fields). Nothing changed is no write and no audit entry. Answers the company and whether it changed.
     */
    async updateCompany(actor: ProviderActor, orgNum: string, update: CompanyUpdate) {
      return db.transaction(async (tx) => {
        const current = await lockCompanyByOrgNum(tx, orgNum);
        if (!current) throw new AppError('company.not-found', 404, COMPANY_NOT_FOUND);
        const before = settingsOf(current);
        const merged = companyCreateSchema.safeParse({
          ...before,
          ...Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)),
          OrgNum: current.orgNum,
        });
        if (!merged.success)
          throw new AppError('validation', 400, INVALID_COMPANY, { errors: fieldErrors(merged.error) });
        const values = await companyValues(tx, merged.data);
        const after = settingsOf({ ...current, ...values });
        const changed = changedSettings(before, after);
        if (changed.length === 0) return { company: toProviderCompany(current), changed: false };
        const row = await updateCompany(tx, current.id, values);
        await writeAudit(tx, {
          companyId: row.id,
          action: 'company.updated',
          targetType: 'company',
          targetId: row.id,
          ...auditedBy(actor, { changes: auditedChanges(before, after, changed) }),
        });
        return { company: toProviderCompany(row), changed: true };
      });
    },
  };
}

export type ProviderCompanyService = ReturnType<typeof createProviderCompanyService>;

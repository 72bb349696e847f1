import type { Company, companyUpdateSchema } from '@foretaksportalen/shared/contract/company';
import { notificationChoices } from '@foretaksportalen/shared/notifications';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedChanges, writeAudit } from '../audit/index.ts';
import type { AuthContext } from '../session/index.ts';
import { toCompany } from './company.presenter.ts';
import { findCompaniesByReference, findCompany, updateCompany } from './company.repository.ts';

type CompanyUpdate = z.output<typeof companyUpdateSchema>;

const COMPANY_NOT_FOUND = 'Fant ikke foretaket';
const companyNotFound = (message = COMPANY_NOT_FOUND) => new AppError('company.not-found', 404, message);

/** The company with this id, or 404. */
export async function requireCompany(db: Database, companyId: string) {
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  return company;
}

/** The settings the portal lets a company change, by their wire names (the audit log records which changed). */
const editableSettings = (company: Company) => ({
  EmailAddress: company.EmailAddress,
  Phone: company.Phone,
  PhoneCountryCode: company.PhoneCountryCode,
  NotifyOnNewCases: company.NotifyOnNewCases,
  NotifyOnNewPosts: company.NotifyOnNewPosts,
  NotifyOnUnreadPosts: company.NotifyOnUnreadPosts,
  IsElectronicLettersActive: company.IsElectronicLettersActive,
  NotifyBeforeDueDays: company.NotifyBeforeDueDays,
  LettersNeedApproval: company.LettersNeedApproval,
});

export function createCompanyService({ db }: { db: Database }) {
  /** The active company (its routes are the Administrator's); another company does not exist for the caller. */
  async function activeCompany(database: Database, auth: AuthContext, companyId: string) {
    const company = companyId === auth.companyId ? await findCompany(database, companyId) : undefined;
    if (!company) throw companyNotFound();
    return toCompany(company);
  }

  return {
    /** The company an operator names (admin command, test hooks) by organisation number, exact name or id. */
    async findByReference(reference: string) {
      const found = await findCompaniesByReference(db, reference.trim());
      const [company] = found;
      if (!company) throw companyNotFound(`Fant ikke foretaket «${reference}»`);
      if (found.length > 1) {
        const message = `Flere foretak heter «${reference}»: bruk organisasjonsnummeret`;
        throw new AppError('company.ambiguous-name', 400, message);
      }
      return company;
    },

    /** GET /api/company/{companyId}. */
    getCompany: (auth: AuthContext, companyId: string) => activeCompany(db, auth, companyId),

    /**
     * PUT /api/company/{id}: saves the company settings form and answers 1 when something changed, 0 when
     * nothing did. Name, organisation number and the complaints body's flags are the provider API's to change
     * (architecture §8): the form shows them read-only, and the server ignores them.
     */
    async updateCompany(auth: AuthContext, companyId: string, update: CompanyUpdate): Promise<number> {
      return db.transaction(async (tx) => {
        const current = await activeCompany(tx, auth, companyId);
        if (update.Id !== companyId) throw companyNotFound();
        const next = editableSettings({
          ...current,
          EmailAddress: update.EmailAddress,
          Phone: update.Phone,
          PhoneCountryCode: update.PhoneCountryCode,
          ...notificationChoices(update.EmailAddress, {
            NotifyOnNewCases: update.NotifyOnNewCases,
            NotifyOnNewPosts: update.NotifyOnNewPosts,
            NotifyOnUnreadPosts: update.NotifyOnUnreadPosts,
          }),
          // The complaints body can lock how letters are sent; then the stored choice stands.
          IsElectronicLettersActive: current.IsPortalLockedForElKom
            ? current.IsElectronicLettersActive
            : update.IsElectronicLettersActive,
          // Not the company address's alone: clerks who chose the reminder get it without one.
          NotifyBeforeDueDays: update.NotifyBeforeDueDays,
          LettersNeedApproval: update.LettersNeedApproval,
        });
        const before = editableSettings(current);
        const changedFields = (Object.keys(next) as (keyof typeof next)[]).filter(
          (field) => next[field] !== before[field],
        );
        if (changedFields.length === 0) return 0;
        await updateCompany(tx, companyId, {
          emailAddress: next.EmailAddress,
          phone: next.Phone,
          phoneCountryCode: next.PhoneCountryCode,
          notifyOnNewCases: next.NotifyOnNewCases,
          notifyOnNewPosts: next.NotifyOnNewPosts,
          notifyOnUnreadPosts: next.NotifyOnUnreadPosts,
          isElectronicLettersActive: next.IsElectronicLettersActive,
          notifyBeforeDueDays: next.NotifyBeforeDueDays,
          lettersNeedApproval: next.LettersNeedApproval,
        });
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId,
          action: 'company.updated',
          targetType: 'company',
          targetId: companyId,
          details: { changes: auditedChanges(before, next, changedFields) },
        });
        return 1;
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;

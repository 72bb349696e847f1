import { caseNumberStart, caseSequence, formatCaseNumber } from '@foretaksportalen/shared/case-number';
import {
  type CreateCaseResponse,
  type newIncidentSchema,
  splitPnr,
} from '@foretaksportalen/shared/contract/new-case';
import { DEFAULT_COUNTRY_CODE } from '@foretaksportalen/shared/limits';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_FOUND } from '../../lib/app-error.ts';
import { identityHash } from '../../lib/hashing.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { requireAssignableClerk } from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import { appendCaseEvent, documentOfUpload } from '../case-timeline/index.ts';
import { requireCategoryChoice } from '../category/index.ts';
import { displayName, findCompanyClerk } from '../clerk/index.ts';
import { postalPlaceOf } from '../postal-place/index.ts';
import type { AuthContext } from '../session/index.ts';
import { lockAttachableUploads } from '../upload/index.ts';
import {
  findHighestCaseNumber,
  insertCase,
  insertCaseParty,
  lockCompanyForCaseNumber,
} from './new-case.repository.ts';

/** The wizard's payload (the wire calls a case an incident here). */
type NewCase = z.output<typeof newIncidentSchema>;
type Complainer = NewCase['Complainer'];

/** A case the company registers has reached the complaints body and nothing more: as the body's own new cases. */
const RECEIVED_STATUS = { status: 'Mottatt', statusCode: 'MOTTATT' } as const;
const REGISTERED_DESCRIPTION = 'Sak registrert av foretaket';
const OTHER_COMPANY =
  'Du er nå logget inn i et annet foretak enn saken ble skrevet for. Last siden på nytt og prøv igjen.';
const OTHER_CLERK = 'Saken må registreres av den som er logget inn';

/** The next case number of the company in the year of `now` (architecture §7), the company locked meanwhile. */
async function nextCaseNumber(tx: Database, companyId: string, now: Date) {
  const company = await lockCompanyForCaseNumber(tx, companyId);
  if (!company) throw new AppError('company.not-found', 404, NOT_FOUND);
  const year = osloDate(now).slice(0, 4);
  const highest = await findHighestCaseNumber(tx, companyId, caseNumberStart(company.casePrefix, year));
  const last = highest === undefined ? 0 : (caseSequence(highest, company.casePrefix, year) ?? 0);
  return formatCaseNumber(company.casePrefix, year, last + 1);
}

/**
 * The complainer's row: the national id only as its keyed hash (architecture §5), the postal place of a
 * Norwegian address from the register rather than from the browser.
 */
async function complainerRow(tx: Database, config: Config, caseId: string, complainer: Complainer) {
  const { Address: address, Phone: phone } = complainer;
  const nationalId = complainer.Pnr === null ? null : splitPnr(complainer.Pnr);
  const inNorway = address.CountryCodeAlpha2 === DEFAULT_COUNTRY_CODE;
  return {
    caseId,
    role: 'complainer' as const,
    isFirm: complainer.IsFirm,
    firstName: complainer.FirstName,
    lastName: complainer.LastName,
    email: complainer.Email,
    phone: phone.Phone,
    phoneCountryCode: phone.CountryCodeAlpha2,
    address: address.Address,
    postalCode: address.PostalCode,
    postalPlace: inNorway ? ((await postalPlaceOf(tx, address.PostalCode)) ?? null) : address.PostalPlace,
    countryCode: address.CountryCodeAlpha2,
    reference: complainer.Reference,
    nationalIdHash: nationalId && identityHash(config.identityKey, nationalId.country, nationalId.nationalId),
  };
}

export function createNewCaseService({
  db,
  config,
  changes,
  clock,
}: {
  db: Database;
  config: Config;
  changes: CaseChanges;
  clock: () => Date;
}) {
  /** Everything of a new case, in the caller's transaction; answers its id and number. */
  async function registerCase(tx: Database, auth: AuthContext, newCase: NewCase) {
    const clerk = await requireAssignableClerk(tx, auth.companyId, newCase.CompanyClerk?.Id ?? null, {
      field: 'CompanyClerk.Id',
    });
    const uploads = await lockAttachableUploads(tx, auth, newCase.Letter.Files);
    const registrar = await findCompanyClerk(tx, auth.companyId, auth.personId);
    if (!registrar) throw new AppError('clerk.not-found', 404, NOT_FOUND);
    for (const [kind, id] of [
      ['product', newCase.ProductId],
      ['cause', newCase.CauseId],
    ] as const)
      if (id !== null) await requireCategoryChoice(tx, auth.companyId, { kind, id, current: null });
    const now = clock();
    const caseNumber = await nextCaseNumber(tx, auth.companyId, now);

    const caseId = await insertCase(tx, {
      companyId: auth.companyId,
      caseNumber,
      ...RECEIVED_STATUS,
      dueDate: null,
      clerkMembershipId: clerk?.membership.id ?? null,
      everAssigned: clerk !== null,
      companyCaseRef: newCase.CompanyCaseRef,
      companyNote: newCase.CompanyNote,
      productId: newCase.ProductId,
      causeId: newCase.CauseId,
      createdByMembershipId: auth.membershipId,
      lastEventAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await insertCaseParty(tx, await complainerRow(tx, config, caseId, newCase.Complainer));
    const eventId = await appendCaseEvent(tx, {
      origin: 'case-registration',
      caseId,
      companyId: auth.companyId,
      createdByMembershipId: auth.membershipId,
      description: REGISTERED_DESCRIPTION,
      uploadedBy: displayName(registrar.firstName, registrar.lastName),
      documents: uploads.map(documentOfUpload),
      at: now,
    });
    await changes.record(tx, {
      kind: 'case.registered',
      caseId,
      eventId,
      caseNumber,
      clerkMembershipId: clerk?.membership.id ?? null,
      byMembershipId: auth.membershipId,
      documents: uploads.length,
      companyId: auth.companyId,
      actor: { personId: auth.personId },
      at: now,
    });
    return { caseId, caseNumber };
  }

  return {
    /**
     * POST /api/case/create: registers a case of the caller's company (levels 1, 3 and 5) in one transaction:
     * the case with the next case number, the complainer, the first event with a document for each uploaded
     * file (which are then taken), the audit entry and the chosen clerk's e-mail. Any refusal or failure leaves
     * nothing behind. Answers the case number.
     */
    async createCase(auth: AuthContext, newCase: NewCase): Promise<CreateCaseResponse> {
      if (newCase.CompanyId !== auth.companyId)
        throw new AppError('case.other-company', 400, OTHER_COMPANY, {
          errors: { CompanyId: [OTHER_COMPANY] },
        });
      if (newCase.CreatedByClerkId !== auth.membershipId) {
        throw new AppError('case.other-registrar', 400, OTHER_CLERK, {
          errors: { CreatedByClerkId: [OTHER_CLERK] },
        });
      }
      const { caseNumber } = await db.transaction((tx) => registerCase(tx, auth, newCase));
      return { CaseId: caseNumber };
    },
  };
}

export type NewCaseService = ReturnType<typeof createNewCaseService>;

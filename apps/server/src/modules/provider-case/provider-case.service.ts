import { isDeepStrictEqual } from 'node:util';
import {
  ANSWER_DATE_ONLY_FOR_EXTENSION,
  type requestAnswerSchema,
} from '@foretaksportalen/shared/contract/case-request';
import {
  DEFAULT_ANSWER_DAYS,
  type decisionUpsertSchema,
  OUTCOMES_ASKING_AN_ANSWER,
} from '@foretaksportalen/shared/contract/decision';
import type {
  caseUpsertSchema,
  ProviderCase,
  providerPartyInputSchema,
} from '@foretaksportalen/shared/contract/provider/case';
import { DEFAULT_COUNTRY_CODE } from '@foretaksportalen/shared/limits';
import { CALENDAR_LAST_DAY } from '@foretaksportalen/shared/validators/calendar-day';
import { addDays } from '@foretaksportalen/shared/working-days';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ProviderActor } from '../api-key/index.ts';
import {
  answerCaseRequest,
  CASE_NOT_FOUND,
  type CasePartyRow,
  type CaseRequestRow,
  type CaseRow,
  lockRequestOfCase,
  readCaseParties,
  readCaseRequests,
} from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import { toHandlingOfficer } from '../case-read/index.ts';
import { readCaseDocuments, readCaseEvents } from '../case-timeline/index.ts';
import { requireCompanyByOrgNum } from '../company/index.ts';
import { postalPlaceOf } from '../postal-place/index.ts';
import { toProviderCase } from './provider-case.presenter.ts';
import {
  deleteParty,
  findCaseByExternalId,
  findCaseIdByNumber,
  findEventByExternalId,
  insertCase,
  lockCaseByExternalId,
  lockCompanyCase,
  saveParty,
  setDecision,
  updateCase,
} from './provider-case.repository.ts';

type CaseInput = z.output<typeof caseUpsertSchema>;
type DecisionInput = z.output<typeof decisionUpsertSchema>;
type RequestAnswerInput = z.output<typeof requestAnswerSchema>;
type PartyInput = z.output<typeof providerPartyInputSchema>;
/** Everything of a case that the complaints body sets, as it sends it. */
type CaseState = Omit<CaseInput, 'CaseUid'>;
type PartyRole = CasePartyRow['role'];

const DECISION_LETTER_UNKNOWN = 'Saken har ikke et brev med denne id-en';
const DECISION_ANSWERED = 'Foretaket har allerede svart på vedtaket: det kan ikke endres';

/** The day by which the company must answer: as the body set it, or DEFAULT_ANSWER_DAYS where one is asked. */
function answerDueOf(decision: DecisionInput): string | null {
  if (decision.AnswerDueDate !== null) return decision.AnswerDueDate;
  if (!OUTCOMES_ASKING_AN_ANSWER.includes(decision.Outcome)) return null;
  const due = addDays(decision.DecisionDate, DEFAULT_ANSWER_DAYS);
  // biome-ignore lint/complexity/useMathMinMax: days as yyyy-MM-dd text, which Math.min cannot compare.
  return due > CALENDAR_LAST_DAY ? CALENDAR_LAST_DAY : due;
}

const REQUEST_NOT_FOUND = 'Saken har ingen forespørsel med denne id-en';
const REQUEST_ANSWERED = 'Forespørselen er allerede besvart på en annen måte: svaret kan ikke endres';

/** The answer as it is stored: a granted extension's due date is the one asked for unless the body sets another. */
function answerOf(request: CaseRequestRow, input: RequestAnswerInput) {
  if (request.kind !== 'deadline-extension' && input.DueDate !== null)
    throw new AppError('request.invalid-date', 400, ANSWER_DATE_ONLY_FOR_EXTENSION, {
      errors: { DueDate: [ANSWER_DATE_ONLY_FOR_EXTENSION] },
    });
  const granted = input.Status === 'granted' && request.kind === 'deadline-extension';
  return {
    status: input.Status,
    grantedDueDate: granted ? (input.DueDate ?? request.requestedDueDate) : null,
    text: input.Text,
  };
}

const CASE_NUMBER_TAKEN = 'Saksnummeret er allerede brukt på en annen sak i foretaket';
const CASE_HAS_OTHER_ID = 'Saken har allerede en annen id hos klagenemnda';

/** A Norwegian postal code gets its place from Bring's register, as the portal's own forms do. */
async function normalizedParty(db: Database, party: PartyInput | null): Promise<PartyInput | null> {
  if (!party) return null;
  const { Address: address } = party;
  const inNorway = (address.CountryCodeAlpha2 ?? DEFAULT_COUNTRY_CODE) === DEFAULT_COUNTRY_CODE;
  const registered = inNorway ? await postalPlaceOf(db, address.PostalCode) : undefined;
  return { ...party, Address: { ...address, PostalPlace: registered ?? address.PostalPlace } };
}

function partyOf(row: CasePartyRow | undefined): PartyInput | null {
  if (!row) return null;
  return {
    IsFirm: row.isFirm,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Reference: row.reference,
    Phone: {
      Phone: row.phone,
      CountryCodeAlpha2: row.phoneCountryCode as PartyInput['Phone']['CountryCodeAlpha2'],
    },
    Address: {
      Address: row.address,
      PostalCode: row.postalCode,
      PostalPlace: row.postalPlace,
      CountryCodeAlpha2: row.countryCode,
    },
  };
}

/** The case as it is stored, in the shape the body sends it, to tell whether a request changes anything. */
function stateOf(row: CaseRow, parties: readonly CasePartyRow[]): CaseState {
  const party = (role: PartyRole) => partyOf(parties.find((candidate) => candidate.role === role));
  return {
    CaseId: row.caseNumber,
    Status: row.status,
    StatusCode: row.statusCode,
    DueDate: row.dueDate,
    AnonymizeSb: row.anonymizeSb,
    User: toHandlingOfficer(row),
    Complainer: party('complainer'),
    Correspondent: party('correspondent'),
  };
}

async function saveParties(db: Database, caseId: string, state: CaseState) {
  const parties: [PartyRole, PartyInput | null][] = [
    ['complainer', state.Complainer],
    ['correspondent', state.Correspondent],
  ];
  for (const [role, party] of parties) {
    if (!party) {
      await deleteParty(db, caseId, role);
      continue;
    }
    await saveParty(db, {
      caseId,
      role,
      isFirm: party.IsFirm,
      firstName: party.FirstName,
      lastName: party.LastName,
      email: party.Email,
      phone: party.Phone.Phone,
      phoneCountryCode: party.Phone.CountryCodeAlpha2,
      address: party.Address.Address,
      postalCode: party.Address.PostalCode,
      postalPlace: party.Address.PostalPlace,
      countryCode: party.Address.CountryCodeAlpha2,
      reference: party.Reference,
    });
  }
}

const caseValues = (externalId: string, state: CaseState, now: Date) => ({
  externalId,
  caseNumber: state.CaseId,
  status: state.Status,
  statusCode: state.StatusCode,
  dueDate: state.DueDate,
  anonymizeSb: state.AnonymizeSb,
  handlingOfficerName: state.User?.DisplayName ?? null,
  handlingOfficerPhone: state.User?.Phone ?? null,
  updatedAt: now,
});

/**
 * Cases as the complaints body creates and updates them by its own id (architecture §8): the same request twice
 * changes nothing the second time, writes no second audit entry and sends no second notification.
 */
export function createProviderCaseService({
  db,
  changes,
  clock,
}: {
  db: Database;
  changes: CaseChanges;
  clock: () => Date;
}) {
  async function present(database: Database, row: CaseRow, orgNum: string): Promise<ProviderCase> {
    const parties = await readCaseParties(database, row.id);
    const events = await readCaseEvents(database, row.id, { visibleToProviderOnly: true });
    const documents = await readCaseDocuments(database, row.id);
    const requests = await readCaseRequests(database, row.id);
    return toProviderCase(row, orgNum, parties, events, documents, requests);
  }

  /** 409 when another case of the company has the case number. */
  async function assertCaseNumberFree(tx: Database, companyId: string, caseNumber: string, caseId?: string) {
    const holder = await findCaseIdByNumber(tx, companyId, caseNumber);
    if (holder !== undefined && holder !== caseId) {
      throw new AppError('case.number-taken', 409, CASE_NUMBER_TAKEN, {
        errors: { CaseId: [CASE_NUMBER_TAKEN] },
      });
    }
  }

  async function upsert(actor: ProviderActor, orgNum: string, externalId: string, input: CaseInput) {
    return db.transaction(async (tx) => {
      const company = await requireCompanyByOrgNum(tx, orgNum);
      const now = clock();
      const { CaseUid, ...given } = input;
      const state: CaseState = {
        ...given,
        Complainer: await normalizedParty(tx, given.Complainer),
        Correspondent: await normalizedParty(tx, given.Correspondent),
      };
      let current = await lockCaseByExternalId(tx, company.id, externalId);
      let adopted = false;
      if (!current && CaseUid !== undefined) {
        current = await lockCompanyCase(tx, company.id, CaseUid);
        if (!current)
          throw new AppError('case.not-found', 404, CASE_NOT_FOUND, {
            errors: { CaseUid: [CASE_NOT_FOUND] },
          });
        if (current.externalId !== null) {
          throw new AppError('case.has-other-number', 409, CASE_HAS_OTHER_ID, {
            errors: { CaseUid: [CASE_HAS_OTHER_ID] },
          });
        }
        adopted = true;
      }

      if (!current) {
        await assertCaseNumberFree(tx, company.id, state.CaseId);
        const caseId = await insertCase(tx, {
          companyId: company.id,
          ...caseValues(externalId, state, now),
          createdAt: now,
        });
        await saveParties(tx, caseId, state);
        await changes.record(tx, {
          kind: 'provider.case-created',
          caseId,
          caseNumber: state.CaseId,
          externalId,
          companyId: company.id,
          actor,
          at: now,
        });
        const created = await lockCompanyCase(tx, company.id, caseId);
        if (!created) throw new Error(`Case ${caseId} is gone`);
        return { created: true, case: await present(tx, created, company.orgNum) };
      }

      const before = stateOf(current, await readCaseParties(tx, current.id));
      const changed: string[] = (Object.keys(state) as (keyof CaseState)[]).filter(
        (field) => !isDeepStrictEqual(before[field], state[field]),
      );
      if (adopted) changed.push('ExternalId');
      if (changed.length > 0) {
        if (state.CaseId !== before.CaseId)
          await assertCaseNumberFree(tx, company.id, state.CaseId, current.id);
        await updateCase(tx, current.id, caseValues(externalId, state, now));
        await saveParties(tx, current.id, state);
        await changes.record(tx, {
          kind: 'provider.case-updated',
          caseId: current.id,
          fields: changed,
          companyId: company.id,
          actor,
          at: now,
        });
      }
      const row = (await lockCompanyCase(tx, company.id, current.id)) ?? current;
      return { created: false, case: await present(tx, row, company.orgNum) };
    });
  }

  return {
    /**
     * PUT /companies/{orgNum}/cases/{externalId}: creates the case (answers created: true) or brings it to the
     * state given. A new case notifies the company (its case change). Two requests racing to create the same case
     * end as one: the loser finds the winner's case and compares with it.
     */
    async upsertCase(actor: ProviderActor, orgNum: string, externalId: string, input: CaseInput) {
      try {
        return await upsert(actor, orgNum, externalId, input);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        try {
          return await upsert(actor, orgNum, externalId, input);
        } catch (retried) {
          if (isUniqueViolation(retried)) throw new AppError('case.number-taken', 409, CASE_NUMBER_TAKEN);
          throw retried;
        }
      }
    },

    /**
     * PUT /companies/{orgNum}/cases/{externalId}/decision (issue 49): the body's decision as it has it now. Once
     * the company has answered, the decision stays as answered (409 for another); the same request twice changes
     * nothing the second time.
     */
    async setDecision(actor: ProviderActor, orgNum: string, externalId: string, input: DecisionInput) {
      return db.transaction(async (tx) => {
        const company = await requireCompanyByOrgNum(tx, orgNum);
        const current = await lockCaseByExternalId(tx, company.id, externalId);
        if (!current) throw new AppError('case.not-found', 404, CASE_NOT_FOUND);
        let eventId: string | null = null;
        if (input.EventExternalId !== null) {
          const event = await findEventByExternalId(tx, current.id, input.EventExternalId);
          if (event?.direction !== 'inbound')
            throw new AppError('decision.letter-unknown', 400, DECISION_LETTER_UNKNOWN, {
              errors: { EventExternalId: [DECISION_LETTER_UNKNOWN] },
            });
          eventId = event.id;
        }
        const values = {
          decisionOutcome: input.Outcome,
          decisionDate: input.DecisionDate,
          decisionEventId: eventId,
          decisionAnswerDue: answerDueOf(input),
        };
        const unchanged =
          current.decisionOutcome === values.decisionOutcome &&
          current.decisionDate === values.decisionDate &&
          current.decisionEventId === values.decisionEventId &&
          current.decisionAnswerDue === values.decisionAnswerDue;
        if (!unchanged) {
          if (current.decisionAnsweredAt !== null)
            throw new AppError('decision.answered', 409, DECISION_ANSWERED);
          const now = clock();
          await setDecision(tx, current.id, { ...values, updatedAt: now });
          await changes.record(tx, {
            kind: 'provider.decision-received',
            caseId: current.id,
            outcome: input.Outcome,
            decisionDate: input.DecisionDate,
            answerDueDate: values.decisionAnswerDue,
            companyId: company.id,
            actor,
            at: now,
          });
        }
        const row = (await lockCompanyCase(tx, company.id, current.id)) ?? current;
        return present(tx, row, company.orgNum);
      });
    },

    /**
     * PUT /companies/{orgNum}/cases/{externalId}/requests/{requestId} (issue 49): the body's answer to a request of
     * the company's. A granted extension moves the case's due date. An answer stays as given: the same answer again
     * changes nothing, another is 409.
     */
    async answerRequest(
      actor: ProviderActor,
      orgNum: string,
      externalId: string,
      requestId: string,
      input: RequestAnswerInput,
    ) {
      return db.transaction(async (tx) => {
        const company = await requireCompanyByOrgNum(tx, orgNum);
        const current = await lockCaseByExternalId(tx, company.id, externalId);
        if (!current) throw new AppError('case.not-found', 404, CASE_NOT_FOUND);
        const request = await lockRequestOfCase(tx, current.id, requestId);
        if (!request) throw new AppError('request.not-found', 404, REQUEST_NOT_FOUND);
        const answer = answerOf(request, input);
        if (request.status !== 'pending') {
          const same =
            request.status === answer.status &&
            request.grantedDueDate === answer.grantedDueDate &&
            request.answerText === answer.text;
          if (!same) throw new AppError('request.answered', 409, REQUEST_ANSWERED);
        } else {
          const now = clock();
          await answerCaseRequest(tx, request, { ...answer, at: now });
          await changes.record(tx, {
            kind: 'request.answered',
            caseId: current.id,
            requestId,
            requestKind: request.kind,
            status: answer.status,
            grantedDueDate: answer.grantedDueDate,
            companyId: company.id,
            actor,
            at: now,
          });
        }
        const row = (await lockCompanyCase(tx, company.id, current.id)) ?? current;
        return present(tx, row, company.orgNum);
      });
    },

    /** GET /companies/{orgNum}/cases/{externalId}. */
    async getCase(orgNum: string, externalId: string) {
      const company = await requireCompanyByOrgNum(db, orgNum);
      const row = await findCaseByExternalId(db, company.id, externalId);
      if (!row) throw new AppError('case.not-found', 404, CASE_NOT_FOUND);
      return present(db, row, company.orgNum);
    },
  };
}

export type ProviderCaseService = ReturnType<typeof createProviderCaseService>;

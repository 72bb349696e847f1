import type { eventUpsertSchema, ProviderEvent } from '@foretaksportalen/shared/contract/provider/case';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ProviderActor } from '../api-key/index.ts';
import { CASE_NOT_FOUND } from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import { appendCaseEvent, type CaseEventRow, readCaseDocuments } from '../case-timeline/index.ts';
import { requireCompanyByOrgNum } from '../company/index.ts';
import { toProviderEvent } from './provider-case.presenter.ts';
import {
  findCaseByExternalId,
  findEventByExternalId,
  lockCaseByExternalId,
} from './provider-case.repository.ts';

export type LetterEventInput = z.output<typeof eventUpsertSchema>;

/** A file of a letter: in the blob store under `blobKey`, or only measured (then `blobKey` is empty). */
export interface LetterFile {
  fileName: string;
  fileSize: number;
  mimeType: string;
  blobKey: string;
}

/** A letter from the complaints body as the provider API read it from the request. */
export interface IncomingLetter {
  event: LetterEventInput;
  /** The letter first, then the attachments. */
  files: LetterFile[];
  /** Removes the stored bytes of a letter that is not kept. */
  discard(): Promise<void>;
}

/**
 * Reads the letter of the request, once: with `store` its files are checked and stored, without they are only
 * measured (a repeated letter is compared, not stored again). Refuses an invalid letter (400) with nothing stored.
 */
export type ReadLetter = (store: boolean) => Promise<IncomingLetter>;

export interface LetterAddress {
  orgNum: string;
  externalId: string;
  eventExternalId: string;
}

const EVENT_DIFFERS =
  'Hendelsen finnes allerede med annet innhold; en hendelse kan ikke endres, bruk en ny id for et nytt brev';

/**
 * Letters from the complaints body (architecture §8), added by its own id to the case timeline (an inbound
 * event, unread for the company, whose case change notifies the company and the case's clerk): the same request
 * again answers the letter as it is, a different one with the same id is refused (409).
 */
export function createProviderLetterService({
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
  async function requireCase(address: LetterAddress) {
    const company = await requireCompanyByOrgNum(db, address.orgNum);
    const found = await findCaseByExternalId(db, company.id, address.externalId);
    if (!found) throw new AppError('case.not-found', 404, CASE_NOT_FOUND);
    return { company, found };
  }

  async function present(event: CaseEventRow) {
    return toProviderEvent(event, await readCaseDocuments(db, event.caseId, { eventId: event.id }));
  }

  /** The answer to a letter whose id is taken: the event as it is when the request is the same, else 409. */
  async function sameOrConflict(existing: CaseEventRow, letter: IncomingLetter): Promise<ProviderEvent> {
    const presented = await present(existing);
    const same =
      existing.description === letter.event.Description &&
      existing.subject === letter.event.Subject &&
      existing.content === letter.event.Content &&
      presented.Documents.length === letter.files.length &&
      presented.Documents.every(
        (document, index) =>
          document.FileName === letter.files[index]?.fileName &&
          document.FileSize === letter.files[index]?.fileSize,
      );
    if (!same) throw new AppError('event.differs', 409, EVENT_DIFFERS);
    return presented;
  }

  return {
    /**
     * PUT /companies/{orgNum}/cases/{externalId}/events/{eventExternalId}: adds the letter and answers
     * created: true; the same request again answers the letter as it is (created: false).
     */
    async addLetter(actor: ProviderActor, address: LetterAddress, readLetter: ReadLetter) {
      const { company, found } = await requireCase(address);
      const existing = await findEventByExternalId(db, found.id, address.eventExternalId);
      if (existing) {
        const letter = await readLetter(false);
        return { created: false, event: await sameOrConflict(existing, letter) };
      }
      const letter = await readLetter(true);
      const now = clock();
      try {
        const eventId = await db.transaction(async (tx) => {
          const locked = await lockCaseByExternalId(tx, company.id, address.externalId);
          if (!locked) throw new AppError('case.not-found', 404, CASE_NOT_FOUND);
          const appended = await appendCaseEvent(tx, {
            origin: 'provider-letter',
            caseId: locked.id,
            companyId: company.id,
            description: letter.event.Description,
            subject: letter.event.Subject,
            content: letter.event.Content,
            externalId: address.eventExternalId,
            uploadedBy: config.branding.productName,
            // The first file is the letter itself, the rest its attachments.
            documents: letter.files.map((file, index) => ({ ...file, isLetter: index === 0 })),
            at: now,
          });
          await changes.record(tx, {
            kind: 'letter.received',
            caseId: locked.id,
            eventId: appended,
            description: letter.event.Description,
            externalId: address.eventExternalId,
            documents: letter.files.length,
            companyId: company.id,
            actor,
            at: now,
          });
          return appended;
        });
        const event = await findEventByExternalId(db, found.id, address.eventExternalId);
        if (!event || event.id !== eventId) throw new Error(`Event ${eventId} is gone`);
        return { created: true, event: await present(event) };
      } catch (error) {
        await letter.discard();
        if (!isUniqueViolation(error)) throw error;
        const winner = await findEventByExternalId(db, found.id, address.eventExternalId);
        if (!winner) throw error;
        return { created: false, event: await sameOrConflict(winner, letter) };
      }
    },
  };
}

export type ProviderLetterService = ReturnType<typeof createProviderLetterService>;

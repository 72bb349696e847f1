import { randomUUID } from 'node:crypto';
import {
  EVENT_PART,
  eventUpsertSchema,
  FILES_PART,
  type ProviderEvent,
} from '@foretaksportalen/shared/contract/provider/case';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { sanitizeFileName } from '../../lib/file-name.ts';
import type { CaseEventRow } from '../case/case.repository.ts';
import { CASE_NOT_FOUND } from '../case/case.service.ts';
import type { CaseTimeline } from '../case-timeline/index.ts';
import { PDF_MIME_TYPE } from '../document/document.service.ts';
import { drain, type IncomingFile, storeCheckedFile } from '../upload/upload.service.ts';
import type { ProviderActor } from './provider-actor.ts';
import { toProviderEvent } from './provider-case.presenter.ts';
import {
  findCaseByExternalId,
  findEventByExternalId,
  findEventDocuments,
  lockCaseByExternalId,
} from './provider-case.repository.ts';
import { requireCompanyByOrgNum } from './provider-company.service.ts';

type EventInput = z.output<typeof eventUpsertSchema>;

/** A part of the multipart request as the route hands it on: a text field, or a file not yet read. */
export type IncomingPart =
  | { kind: 'field'; name: string; value: unknown }
  | { kind: 'file'; name: string; file: IncomingFile };

export interface EventAddress {
  orgNum: string;
  externalId: string;
  eventExternalId: string;
}

const INVALID_LETTER = 'Ugyldig brev fra klagenemnda';
const EVENT_PART_MISSING = `Forespørselen mangler delen «${EVENT_PART}» med hendelsen som JSON`;
const EVENT_PART_NOT_JSON = `Delen «${EVENT_PART}» må være JSON`;
const FILES_MISSING = 'Brevet må ha minst én fil';
const LETTER_NOT_PDF = 'Den første filen er brevet og må være en PDF';
const unknownPart = (name: string) => `Ukjent del «${name}»: bruk «${EVENT_PART}» og «${FILES_PART}»`;
const EVENT_DIFFERS =
  'Hendelsen finnes allerede med annet innhold; en hendelse kan ikke endres, bruk en ny id for et nytt brev';

/** What a letter consists of, to tell a repeated request from a different one with the same id. */
interface LetterShape {
  event: EventInput;
  files: { fileName: string; fileSize: number }[];
}

function parseEventPart(value: unknown): { event?: EventInput; errors?: Record<string, string[]> } {
  let json = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch {
      return { errors: { [EVENT_PART]: [EVENT_PART_NOT_JSON] } };
    }
  }
  const parsed = eventUpsertSchema.safeParse(json);
  if (parsed.success) return { event: parsed.data };
  const errors = fieldErrors(parsed.error);
  return {
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field ? `${EVENT_PART}.${field}` : EVENT_PART,
        messages,
      ]),
    ),
  };
}

/**
 * Letters from the complaints body (architecture §8): an inbound event with its documents, unread for the whole
 * company, which notifies the company and the case's clerk. Files go through the same checks as uploads and
 * stream to the blob store; a refused request leaves no bytes behind.
 */
export function createProviderEventService({
  db,
  config,
  blobs,
  timeline,
  clock,
}: {
  db: Database;
  config: Config;
  blobs: BlobStore;
  timeline: CaseTimeline;
  clock: () => Date;
}) {
  async function requireCase(address: EventAddress) {
    const company = await requireCompanyByOrgNum(db, address.orgNum);
    const found = await findCaseByExternalId(db, company.id, address.externalId);
    if (!found) throw notFound(CASE_NOT_FOUND);
    return { company, found };
  }

  async function present(event: CaseEventRow) {
    return toProviderEvent(event, await findEventDocuments(db, [event.id]));
  }

  /** The answer to a letter whose id is taken: the event as it is when the request is the same, else 409. */
  async function sameOrConflict(existing: CaseEventRow, shape: LetterShape): Promise<ProviderEvent> {
    const presented = await present(existing);
    const same =
      existing.description === shape.event.Description &&
      existing.subject === shape.event.Subject &&
      existing.content === shape.event.Content &&
      presented.Documents.length === shape.files.length &&
      presented.Documents.every(
        (document, index) =>
          document.FileName === shape.files[index]?.fileName &&
          document.FileSize === shape.files[index]?.fileSize,
      );
    if (!same) throw conflict(EVENT_DIFFERS);
    return presented;
  }

  /**
   * Reads the parts: the event's JSON and its files. Files of a new letter are stored and checked as they come;
   * files of a letter that exists already are only measured. Any fault answers 400 with the fields, after every
   * part has been read and every stored file removed.
   */
  async function readLetter(parts: AsyncIterable<IncomingPart>, store: boolean) {
    let event: EventInput | undefined;
    const errors: Record<string, string[]> = {};
    const addError = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const files: { fileName: string; fileSize: number; mimeType: string; blobKey: string }[] = [];
    let eventSeen = false;
    let filesSeen = 0;
    try {
      for await (const part of parts) {
        if (part.kind === 'field') {
          if (part.name !== EVENT_PART || eventSeen) {
            addError(part.name, unknownPart(part.name));
            continue;
          }
          eventSeen = true;
          const parsed = parseEventPart(part.value);
          event = parsed.event;
          for (const [field, messages] of Object.entries(parsed.errors ?? {})) {
            for (const message of messages) addError(field, message);
          }
          continue;
        }
        if (part.name !== FILES_PART) {
          await drain(part.file);
          addError(part.name, unknownPart(part.name));
          continue;
        }
        filesSeen += 1;
        if (!store || Object.keys(errors).length > 0) {
          const fileSize = await drain(part.file);
          files.push({ fileName: sanitizeFileName(part.file.fileName), fileSize, mimeType: '', blobKey: '' });
          continue;
        }
        const blobKey = `provider/${randomUUID()}`;
        try {
          files.push({
            ...(await storeCheckedFile({ blobs, contentTypes: config.contentTypes }, blobKey, part.file)),
            blobKey,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          addError(FILES_PART, error.title);
        }
      }
    } catch (error) {
      // A broken or over-limit request: what was stored of it goes.
      await removeBlobs(files);
      throw error;
    }
    if (!eventSeen) addError(EVENT_PART, EVENT_PART_MISSING);
    if (filesSeen === 0) addError(FILES_PART, FILES_MISSING);
    else if (store && Object.keys(errors).length === 0 && files[0]?.mimeType !== PDF_MIME_TYPE) {
      addError(FILES_PART, LETTER_NOT_PDF);
    }
    if (Object.keys(errors).length > 0 || !event) {
      await removeBlobs(files);
      throw badRequest(INVALID_LETTER, errors);
    }
    return { event, files };
  }

  async function removeBlobs(files: readonly { blobKey: string }[]) {
    for (const { blobKey } of files) if (blobKey) await blobs.delete(blobKey);
  }

  return {
    /**
     * PUT /companies/{orgNum}/cases/{externalId}/events/{eventExternalId}: adds the letter, unread for the
     * company, and notifies (notifyNewLetter); answers created: true. The same request again answers the
     * letter as it is (created: false); a different one with the same id is refused (409).
     */
    async addLetter(actor: ProviderActor, address: EventAddress, parts: AsyncIterable<IncomingPart>) {
      const { company, found } = await requireCase(address);
      const existing = await findEventByExternalId(db, found.id, address.eventExternalId);
      if (existing) {
        const letter = await readLetter(parts, false);
        return { created: false, event: await sameOrConflict(existing, letter) };
      }
      const letter = await readLetter(parts, true);
      const now = clock();
      try {
        const eventId = await db.transaction(async (tx) => {
          const locked = await lockCaseByExternalId(tx, company.id, address.externalId);
          if (!locked) throw notFound(CASE_NOT_FOUND);
          return timeline.appendEvent(tx, {
            origin: 'provider-letter',
            caseId: locked.id,
            companyId: company.id,
            actor,
            description: letter.event.Description,
            subject: letter.event.Subject,
            content: letter.event.Content,
            externalId: address.eventExternalId,
            uploadedBy: config.branding.productName,
            // The first file is the letter itself, the rest its attachments.
            documents: letter.files.map((file, index) => ({ ...file, isLetter: index === 0 })),
            auditDetails: {
              caseId: locked.id,
              externalId: address.eventExternalId,
              documents: letter.files.length,
            },
            at: now,
          });
        });
        const event = await findEventByExternalId(db, found.id, address.eventExternalId);
        if (!event || event.id !== eventId) throw new Error(`Event ${eventId} is gone`);
        return { created: true, event: await present(event) };
      } catch (error) {
        await removeBlobs(letter.files);
        if (!isUniqueViolation(error)) throw error;
        const winner = await findEventByExternalId(db, found.id, address.eventExternalId);
        if (!winner) throw error;
        return { created: false, event: await sameOrConflict(winner, letter) };
      }
    },
  };
}

export type ProviderEventService = ReturnType<typeof createProviderEventService>;

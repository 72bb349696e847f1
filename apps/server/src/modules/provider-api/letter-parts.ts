import { randomUUID } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  EVENT_PART,
  eventUpsertSchema,
  FILES_PART,
  MAX_EVENT_FILES,
} from '@foretaksportalen/shared/contract/provider/case';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { sanitizeFileName } from '../../lib/file-name.ts';
import { JSON_TOO_DEEP, jsonTooDeep } from '../../lib/json-depth.ts';
import { PDF_MIME_TYPE } from '../../lib/pdf-text.ts';
import type { LetterEventInput, LetterFile, ReadLetter } from '../provider-case/index.ts';
import { contentOf, drain, type IncomingFile, multipartFailure, storeCheckedFile } from '../upload/index.ts';

/** The JSON part is small; the letters' texts have limits far below this. */
const EVENT_PART_MAX_BYTES = 64 * 1024;

const TOO_MANY_PARTS = `For mange deler: én «${EVENT_PART}» og høyst ${MAX_EVENT_FILES} filer`;
const EVENT_TOO_LARGE = `Delen «${EVENT_PART}» er for stor`;
const NOT_MULTIPART = 'Forespørselen må være multipart/form-data';
const EVENT_NOT_JSON = `Delen «${EVENT_PART}» må være JSON`;
const INVALID_LETTER = 'Ugyldig brev fra klagenemnda';
const EVENT_PART_MISSING = `Forespørselen mangler delen «${EVENT_PART}» med hendelsen som JSON`;
const FILES_MISSING = 'Brevet må ha minst én fil';
const LETTER_NOT_PDF = 'Den første filen er brevet og må være en PDF';
const unknownPart = (name: string) => `Ukjent del «${name}»: bruk «${EVENT_PART}» og «${FILES_PART}»`;

/** @fastify/multipart's limits on the letters route: the JSON part and the files, each within MaxUploadFileSize. */
export const letterMultipartOptions = (config: Config) => ({
  // A file cut at the size limit is refused by its own content stream ('Filen … er for stor'), not by the parser.
  throwFileSizeLimit: false,
  limits: {
    fileSize: config.maxUploadFileSize,
    // The event's JSON may come as a file part too (`curl -F event=@file.json`): the files are counted by the reader.
    files: MAX_EVENT_FILES + 1,
    fields: 1,
    fieldSize: EVENT_PART_MAX_BYTES,
    parts: MAX_EVENT_FILES + 1,
    headerPairs: 20,
  },
});

/** A part of the multipart request: a text field, or a file not yet read. */
type IncomingPart =
  | { kind: 'field'; name: string; value: unknown }
  | { kind: 'file'; name: string; file: IncomingFile };

const tooManyParts = () =>
  new AppError('provider.too-many-parts', 400, TOO_MANY_PARTS, {
    errors: { [FILES_PART]: [TOO_MANY_PARTS] },
  });

/** @fastify/multipart's own refusals, as the API's 400 with the field at fault; a broken body is a 400 too. */
function multipartRefusal(error: unknown) {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return tooManyParts();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('provider.not-multipart', 400, NOT_MULTIPART);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new AppError('provider.event-not-json', 400, EVENT_NOT_JSON, {
      errors: { [EVENT_PART]: [EVENT_NOT_JSON] },
    });
  }
  return multipartFailure(error);
}

/** The event's JSON sent as a file part (curl -F event=@letter.json): its text, at most the JSON part's limit. */
async function jsonFile(part: MultipartFile) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > EVENT_PART_MAX_BYTES)
      throw new AppError('provider.event-too-large', 400, EVENT_TOO_LARGE, {
        errors: { [EVENT_PART]: [EVENT_TOO_LARGE] },
      });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's parts; a file's bytes are read (or dropped) by whoever takes the part. */
async function* incomingParts(parts: () => AsyncIterableIterator<Multipart>): AsyncGenerator<IncomingPart> {
  try {
    for await (const part of parts()) {
      if (part.type === 'field') yield { kind: 'field', name: part.fieldname, value: part.value };
      else if (part.fieldname === EVENT_PART)
        yield { kind: 'field', name: EVENT_PART, value: await jsonFile(part) };
      else
        yield {
          kind: 'file',
          name: part.fieldname,
          file: { fileName: part.filename, declaredType: part.mimetype, content: contentOf(part) },
        };
    }
  } catch (error) {
    throw multipartRefusal(error);
  }
}

function parseEventPart(value: unknown): { event?: LetterEventInput; errors?: Record<string, string[]> } {
  let json = value;
  if (typeof value === 'string') {
    if (jsonTooDeep(value)) return { errors: { [EVENT_PART]: [JSON_TOO_DEEP] } };
    try {
      json = JSON.parse(value);
    } catch {
      return { errors: { [EVENT_PART]: [EVENT_NOT_JSON] } };
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
 * The letter of a multipart request (the event's JSON and its files), read as the case module asks for it
 * (ReadLetter). Files go through the same checks as uploads and stream to the blob store; any fault answers 400
 * with the fields, after every part has been read and every stored file removed.
 */
export function letterReader({ blobs, config }: { blobs: BlobStore; config: Config }) {
  async function removeBlobs(files: readonly { blobKey: string }[]) {
    for (const { blobKey } of files) if (blobKey) await blobs.delete(blobKey);
  }

  return (requestParts: () => AsyncIterableIterator<Multipart>): ReadLetter =>
    async (store) => {
      let event: LetterEventInput | undefined;
      const errors: Record<string, string[]> = {};
      const addError = (field: string, message: string) => {
        errors[field] = [...(errors[field] ?? []), message];
      };
      const files: LetterFile[] = [];
      let eventSeen = false;
      let filesSeen = 0;
      try {
        for await (const part of incomingParts(requestParts)) {
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
          if (filesSeen > MAX_EVENT_FILES) throw tooManyParts();
          if (!store || Object.keys(errors).length > 0) {
            const fileSize = await drain(part.file);
            files.push({
              fileName: sanitizeFileName(part.file.fileName),
              fileSize,
              mimeType: '',
              blobKey: '',
            });
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
        throw new AppError('letter.invalid', 400, INVALID_LETTER, { errors });
      }
      return { event, files, discard: () => removeBlobs(files) };
    };
}

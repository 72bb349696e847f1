import { isDeepStrictEqual } from 'node:util';
import {
  type ContentItem,
  type contentRequestSchema,
  contentResponseSchema,
} from '@foretaksportalen/shared/contract/content';
import type { contentItemInputSchema } from '@foretaksportalen/shared/contract/provider/content';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProviderActor } from '../api-key/index.ts';
import { auditedBy, writeAudit } from '../audit/index.ts';
import { toContentItem, toProviderContentItem } from './content.presenter.ts';
import {
  type ContentItemRow,
  deleteContentItem,
  findAllContentItems,
  findContentItems,
  insertContentItem,
  lockContentItem,
  updateContentItem,
} from './content.repository.ts';

type ContentRequest = z.output<typeof contentRequestSchema>;

const UPSTREAM_TIMEOUT_MS = 10_000;
const CONTENT_UNAVAILABLE = 'Innholdet kan ikke hentes akkurat nå';

/** A headless CMS that answers the same call: the request goes there as it is, the answer comes back checked. */
async function fetchFromUpstream(url: string, request: ContentRequest): Promise<ContentItem[]> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return contentResponseSchema.parse(await response.json());
  } catch (error) {
    throw new AppError('content.unavailable', 502, CONTENT_UNAVAILABLE, {
      internal: `Content upstream ${url} failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

const CONTENT_NOT_FOUND = 'Fant ikke innholdet';

type ContentItemInput = z.output<typeof contentItemInputSchema>;

const inputOf = (row: ContentItemRow): ContentItemInput => ({
  DocumentTypeAlias: row.documentTypeAlias,
  Name: row.name,
  SortOrder: row.sortOrder,
  Properties: row.properties,
});

/**
 * The built-in content store (architecture §7): the portal reads it (or a headless CMS instead), the complaints
 * body edits it through the provider API.
 */
export function createContentService({
  db,
  config,
  clock,
}: {
  db: Database;
  config: Config;
  clock: () => Date;
}) {
  const values = (input: ContentItemInput) => ({
    documentTypeAlias: input.DocumentTypeAlias,
    name: input.Name,
    sortOrder: input.SortOrder,
    properties: input.Properties,
    updatedAt: clock(),
  });

  const audit = (tx: Database, action: string, actor: ProviderActor, row: ContentItemRow) =>
    writeAudit(tx, {
      action,
      targetType: 'content-item',
      targetId: row.id,
      ...auditedBy(actor, { documentTypeAlias: row.documentTypeAlias, name: row.name }),
    });

  return {
    /** Content items by document type alias (spec 1 §3); an unknown alias has no items. */
    async getContent(request: ContentRequest): Promise<ContentItem[]> {
      if (config.contentUpstreamUrl) return fetchFromUpstream(config.contentUpstreamUrl, request);
      const rows = await findContentItems(db, request.DocumentTypeAlias);
      return rows.map((row) => toContentItem(row, request.PropertyAliasList));
    },

    async listContentItems(documentTypeAlias?: string) {
      return (await findAllContentItems(db, documentTypeAlias)).map(toProviderContentItem);
    },

    async createContentItem(actor: ProviderActor, input: ContentItemInput) {
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await insertContentItem(tx, { ...values(input), createdAt: now, updatedAt: now });
        await audit(tx, 'content.created', actor, row);
        return toProviderContentItem(row);
      });
    },

    /** Replaces the item; the same content again is no change (no write, no audit entry). */
    async updateContentItem(actor: ProviderActor, id: string, input: ContentItemInput) {
      return db.transaction(async (tx) => {
        const current = await lockContentItem(tx, id);
        if (!current) throw new AppError('content.not-found', 404, CONTENT_NOT_FOUND);
        if (isDeepStrictEqual(inputOf(current), input)) return toProviderContentItem(current);
        const row = await updateContentItem(tx, id, values(input));
        if (!row) throw new AppError('content.not-found', 404, CONTENT_NOT_FOUND);
        await audit(tx, 'content.updated', actor, row);
        return toProviderContentItem(row);
      });
    },

    async deleteContentItem(actor: ProviderActor, id: string) {
      await db.transaction(async (tx) => {
        const row = await deleteContentItem(tx, id);
        if (!row) throw new AppError('content.not-found', 404, CONTENT_NOT_FOUND);
        await audit(tx, 'content.deleted', actor, row);
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

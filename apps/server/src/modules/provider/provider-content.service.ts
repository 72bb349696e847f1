import { isDeepStrictEqual } from 'node:util';
import type {
  contentItemInputSchema,
  ProviderContentItem,
} from '@foretaksportalen/shared/contract/provider/content';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import {
  type ContentItemRow,
  deleteContentItem,
  findAllContentItems,
  insertContentItem,
  lockContentItem,
  updateContentItem,
} from '../content/content.repository.ts';
import { auditedBy, type ProviderActor } from './provider-actor.ts';

type ContentItemInput = z.output<typeof contentItemInputSchema>;

const CONTENT_NOT_FOUND = 'Fant ikke innholdet';

export function toProviderContentItem(row: ContentItemRow): ProviderContentItem {
  return {
    Id: row.id,
    DocumentTypeAlias: row.documentTypeAlias,
    Name: row.name,
    SortOrder: row.sortOrder,
    Properties: row.properties,
    Created: row.createdAt.toISOString(),
    Updated: row.updatedAt.toISOString(),
  };
}

const inputOf = (row: ContentItemRow): ContentItemInput => ({
  DocumentTypeAlias: row.documentTypeAlias,
  Name: row.name,
  SortOrder: row.sortOrder,
  Properties: row.properties,
});

/** The built-in content store (architecture §7) as the complaints body edits it. */
export function createProviderContentService({ db, clock }: { db: Database; clock: () => Date }) {
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
        if (!current) throw notFound(CONTENT_NOT_FOUND);
        if (isDeepStrictEqual(inputOf(current), input)) return toProviderContentItem(current);
        const row = await updateContentItem(tx, id, values(input));
        if (!row) throw notFound(CONTENT_NOT_FOUND);
        await audit(tx, 'content.updated', actor, row);
        return toProviderContentItem(row);
      });
    },

    async deleteContentItem(actor: ProviderActor, id: string) {
      await db.transaction(async (tx) => {
        const row = await deleteContentItem(tx, id);
        if (!row) throw notFound(CONTENT_NOT_FOUND);
        await audit(tx, 'content.deleted', actor, row);
      });
    },
  };
}

export type ProviderContentService = ReturnType<typeof createProviderContentService>;

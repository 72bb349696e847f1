import {
  type ContentItem,
  type contentRequestSchema,
  contentResponseSchema,
} from '@foretaksportalen/shared/contract/content';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ContentItemRow, findContentItems } from './content.repository.ts';

type ContentRequest = z.output<typeof contentRequestSchema>;

const UPSTREAM_TIMEOUT_MS = 10_000;
const CONTENT_UNAVAILABLE = 'Innholdet kan ikke hentes akkurat nå';

/** An item in the getcontent shape: the requested properties, or all of them when none are named. */
function toContentItem(row: ContentItemRow, propertyAliases: string[]): ContentItem {
  const aliases = propertyAliases.length > 0 ? propertyAliases : Object.keys(row.properties);
  return {
    Id: row.id,
    Name: row.name,
    Properties: aliases.map((alias) => ({ Alias: alias, Value: row.properties[alias] ?? null })),
  };
}

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

export function createContentService({ db, config }: { db: Database; config: Config }) {
  return {
    /** Content items by document type alias (spec 1 §3); an unknown alias has no items. */
    async getContent(request: ContentRequest): Promise<ContentItem[]> {
      if (config.contentUpstreamUrl) return fetchFromUpstream(config.contentUpstreamUrl, request);
      const rows = await findContentItems(db, request.DocumentTypeAlias);
      return rows.map((row) => toContentItem(row, request.PropertyAliasList));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

import type { ContentItem } from '@foretaksportalen/shared/contract/content';
import type { ProviderContentItem } from '@foretaksportalen/shared/contract/provider/content';
import type { ContentItemRow } from './content.repository.ts';

/** An item in the getcontent shape: the requested properties, or all of them when none are named. */
export function toContentItem(row: ContentItemRow, propertyAliases: string[]): ContentItem {
  const aliases = propertyAliases.length > 0 ? propertyAliases : Object.keys(row.properties);
  return {
    Id: row.id,
    Name: row.name,
    // Own properties only: `__proto__` or `constructor` would otherwise answer what every object inherits.
    Properties: aliases.map((alias) => ({
      Alias: alias,
      Value: Object.hasOwn(row.properties, alias) ? (row.properties[alias] ?? null) : null,
    })),
  };
}

/** An item as the complaints body edits it (the provider API). */
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

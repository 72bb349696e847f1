import {
  CONTENT_TYPES,
  CONTENT_WEBSITE_NAME,
  type ContentItem,
  type ContentRequest,
  contentResponseSchema,
} from '@foretaksportalen/shared/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const CONTENT_PATH = '/content/umbraco/api/content/getcontent';

export type ContentType = keyof typeof CONTENT_TYPES;
type PropertyOf<Type extends ContentType> = (typeof CONTENT_TYPES)[Type]['properties'][number];

/** A content item with its properties flattened onto it: `{ Id, Name, text: '<p>…</p>' }`. */
export type FlatContentItem<Type extends ContentType> = { Id: string; Name: string } & Record<
  PropertyOf<Type>,
  string | null
>;

/**
 * The one place where an item's `Properties` list becomes fields. Every requested alias is present (null when the
 * content system has no value for it), so pages need not tell a missing property from an empty one.
 */
export function flattenContentItem<Type extends ContentType>(
  item: ContentItem,
  properties: readonly PropertyOf<Type>[],
): FlatContentItem<Type> {
  const values = new Map(item.Properties.map(({ Alias, Value }) => [Alias, Value]));
  const flat: Record<string, string | null> = {};
  for (const alias of properties) flat[alias] = values.get(alias) ?? null;
  return { ...flat, Id: item.Id, Name: item.Name } as FlatContentItem<Type>;
}

export async function getContent<Type extends ContentType>(type: Type): Promise<FlatContentItem<Type>[]> {
  const { alias, properties } = CONTENT_TYPES[type];
  const request: ContentRequest = {
    DocumentTypeAlias: alias,
    PropertyAliasList: [...properties],
    WebsiteName: CONTENT_WEBSITE_NAME,
  };
  const items = contentResponseSchema.parse(await httpClient.post<unknown>(CONTENT_PATH, request));
  return items.map((item) => flattenContentItem<Type>(item, properties));
}

/** Content changes rarely; a few minutes in the cache spares a request per page visit. */
const CONTENT_STALE_TIME_MS = 5 * 60 * 1000;

export const getContentQueryOptions = <Type extends ContentType>(type: Type) =>
  queryOptions({
    queryKey: ['content', CONTENT_TYPES[type].alias],
    queryFn: () => getContent(type),
    staleTime: CONTENT_STALE_TIME_MS,
  });

export const useContent = <Type extends ContentType>(type: Type) => useQuery(getContentQueryOptions(type));

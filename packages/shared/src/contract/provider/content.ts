import { z } from 'zod';
import { nullableText, required } from '../../validators/zod.ts';
import { isoDateTime, itemsOf } from './common.ts';

export const CONTENT_PROPERTY_MAX_LENGTH = 100_000;
export const MAX_CONTENT_PROPERTIES = 50;
const ALIAS = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;
export const ALIAS_INVALID =
  'Aliaset må være 1-100 tegn: bokstaver, sifre, bindestrek eller _, og begynne med en bokstav';

/**
 * A content item of the built-in store (architecture §7): a document type alias (samtykkeItem, fAQItem,
 * nyhetsbanner, ...) and its properties by alias. HTML in properties is sanitized where it is shown.
 */
export const contentItemInputSchema = z.object({
  DocumentTypeAlias: z.string({ error: ALIAS_INVALID }).regex(ALIAS, { error: ALIAS_INVALID }),
  Name: required(nullableText(200, 'Navn'), 'Navn er et påkrevd felt'),
  SortOrder: z.number().int().min(0).max(1_000_000).default(0),
  Properties: z
    .record(
      z.string().regex(ALIAS, { error: ALIAS_INVALID }),
      z.string().max(CONTENT_PROPERTY_MAX_LENGTH, {
        error: `En egenskap kan maksimalt inneholde ${CONTENT_PROPERTY_MAX_LENGTH} tegn`,
      }),
    )
    .refine((properties) => Object.keys(properties).length <= MAX_CONTENT_PROPERTIES, {
      error: `Maksimalt ${MAX_CONTENT_PROPERTIES} egenskaper`,
    }),
});
export type ContentItemInput = z.input<typeof contentItemInputSchema>;

export const providerContentItemSchema = z.object({
  Id: z.string(),
  DocumentTypeAlias: z.string(),
  Name: z.string(),
  SortOrder: z.number().int(),
  Properties: z.record(z.string(), z.string()),
  Created: isoDateTime,
  Updated: isoDateTime,
});
export type ProviderContentItem = z.infer<typeof providerContentItemSchema>;

export const contentItemListSchema = itemsOf(providerContentItemSchema);
export const contentListQuerySchema = z.object({
  documentTypeAlias: z.string().regex(ALIAS, { error: ALIAS_INVALID }).optional(),
});
export const contentItemParamsSchema = z.object({ id: z.uuid({ error: 'Ukjent innhold' }) });

import { z } from 'zod';
import { singleLineText } from '../validators/zod.ts';

/** POST /content/umbraco/api/content/getcontent: content items by document type alias (spec 1 §3, spec 2 §3). */
export const contentRequestSchema = z.object({
  DocumentTypeAlias: singleLineText().trim().min(1).max(100),
  PropertyAliasList: z.array(singleLineText().trim().min(1).max(100)).max(50).default([]),
  WebsiteName: singleLineText().max(200).optional(),
});
export type ContentRequest = z.input<typeof contentRequestSchema>;

const contentPropertySchema = z.object({ Alias: z.string(), Value: z.string().nullable() });
const contentItemSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Properties: z.array(contentPropertySchema),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentResponseSchema = z.array(contentItemSchema);

/** The document types the portal shows, with their property aliases. */
export const CONTENT_TYPES = {
  consent: { alias: 'samtykkeItem', properties: ['text'] },
  declinedConsent: { alias: 'avvistSamtykkeItem', properties: ['text'] },
  welcome: { alias: 'velkomstside', properties: ['text'] },
  faqList: { alias: 'fAQList', properties: ['text'] },
  faqItem: { alias: 'fAQItem', properties: ['question', 'answer'] },
  newsBanner: { alias: 'nyhetsbanner', properties: ['text', 'aktivt'] },
} as const;

/** The website name the portal sends with every content request. */
export const CONTENT_WEBSITE_NAME = 'Foretaksportalen';

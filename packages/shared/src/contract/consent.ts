import { z } from 'zod';

/** POST /api/clerk/consent (spec 1 §3): true gives, false refuses consent to storing personal data. */
export const consentRequestSchema = z.object({ ConsentValue: z.boolean({ error: 'Velg ja eller nei' }) });
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentResponseSchema = z.object({ ConsentValue: z.boolean(), RedirectUrl: z.string() });
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

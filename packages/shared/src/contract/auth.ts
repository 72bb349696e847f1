import { z } from 'zod';
import { EID_PROVIDERS } from '../eid.ts';

export const authorizeQuerySchema = z.object({
  idp: z.enum(EID_PROVIDERS, { error: 'Ukjent elektronisk ID' }),
  accesskey: z.string().min(1).max(200).optional(),
});

/** POST /api/oidc/refresh: the refresh token the web app keeps in session storage. */
export const refreshRequestSchema = z.object({ Token: z.string().min(1).max(500) });

/** Refresh answers the new values of the two readable auth cookies (also set as cookies). */
export const refreshResponseSchema = z.object({ Token: z.string(), AuthStatus: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

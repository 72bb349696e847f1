import { z } from 'zod';
import { companyRefSchema } from './config.ts';

/**
 * The notice a person sees at the first login after another company added them (issue 17): which companies, by
 * name. GET /api/clerk/newcompanies reads it and changes nothing.
 */
export const newCompanyNoticeSchema = z.object({ Companies: z.array(companyRefSchema) });
export type NewCompanyNotice = z.infer<typeof newCompanyNoticeSchema>;

/** A person is a member of a handful of companies; more ids than this in one call is no genuine notice. */
const NEW_COMPANY_NOTICE_MAX_COMPANIES = 100;

/** POST /api/clerk/newcompanies/seen ('Fortsett'): the companies the notice showed are not shown again. */
export const newCompanyNoticeSeenSchema = z.object({
  CompanyIds: z
    .array(z.uuid({ error: 'Ukjent foretak' }))
    .max(NEW_COMPANY_NOTICE_MAX_COMPANIES, { error: 'For mange foretak' }),
});
export type NewCompanyNoticeSeen = z.infer<typeof newCompanyNoticeSeenSchema>;

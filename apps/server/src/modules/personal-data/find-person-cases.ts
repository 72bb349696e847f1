import {
  PERSON_CASES_MAX,
  PERSONAL_DATA_TEXTS,
  type personQuerySchema,
} from '@foretaksportalen/shared/contract/personal-data';
import { CUSTOMER_NATIONAL_ID_INVALID } from '@foretaksportalen/shared/validators/messages';
import { detectNationalIdCountry } from '@foretaksportalen/shared/validators/national-id';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { identityHash } from '../../lib/hashing.ts';
import { findPersonCases as findPersonCaseRows, type PartyMatch } from './personal-data.repository.ts';

export type PersonQueryInput = z.output<typeof personQuerySchema>;

/**
 * How the person is looked for among the parties: a national id by its keyed hash, as the new-case wizard stored
 * it (architecture §5: HMAC of "<country>:<id>"), so that the id itself is never kept nor compared.
 */
export function partyMatchOf(identityKey: string, query: PersonQueryInput): PartyMatch {
  if (query.By === 'NameAndEmail')
    return { firstName: query.FirstName, lastName: query.LastName, email: query.Email };
  const country = detectNationalIdCountry(query.NationalId);
  // The contract refused an id of no country already; this is the type's sake.
  if (!country)
    throw new AppError('validation', 400, CUSTOMER_NATIONAL_ID_INVALID, {
      errors: { NationalId: [CUSTOMER_NATIONAL_ID_INVALID] },
    });
  return { nationalIdHash: identityHash(identityKey, country, query.NationalId) };
}

/**
 * The company's cases in which the person asked about is complainer or correspondent, newest first; a person with
 * more than PERSON_CASES_MAX of them is refused rather than answered in part (an export or erasure must be whole).
 */
export async function findPersonCases(
  db: Database,
  identityKey: string,
  companyId: string,
  query: PersonQueryInput,
) {
  const rows = await findPersonCaseRows(db, companyId, partyMatchOf(identityKey, query));
  if (rows.length > PERSON_CASES_MAX)
    throw new AppError('personal-data.too-many-cases', 409, PERSONAL_DATA_TEXTS.tooManyCases);
  return rows;
}

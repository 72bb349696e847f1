import { POSTAL_CODE_INVALID } from '@foretaksportalen/shared/validators/messages';
import { isValidPostalCode } from '@foretaksportalen/shared/validators/postal-code';
import type { Database } from '../../db/client.ts';
import { findPostalPlace } from './postal-place.repository.ts';

/** The place of a Norwegian postal code in Bring's register, or undefined for a malformed or unknown code. */
export async function postalPlaceOf(db: Database, postalCode: string | null) {
  if (!postalCode || !isValidPostalCode(postalCode)) return undefined;
  return findPostalPlace(db, postalCode);
}

export function createPostalPlaceService({ db }: { db: Database }) {
  return {
    /**
     * GET /api/case/getpostalplace/{postalCode}: the place as Bring writes it (upper case, e.g. 'OSLO'), or the
     * text 'Ugyldig postnummer', which the wizard reads as "no such code" (spec 2 §7, §8).
     */
    async lookUp(postalCode: string) {
      return (await postalPlaceOf(db, postalCode)) ?? POSTAL_CODE_INVALID;
    },
  };
}

export type PostalPlaceService = ReturnType<typeof createPostalPlaceService>;

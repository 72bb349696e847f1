import { POSTAL_CODE_INVALID } from '@foretaksportalen/shared/validators/messages';
import { isValidPostalCode } from '@foretaksportalen/shared/validators/postal-code';
import type { Database } from '../../db/client.ts';
import { writeAudit } from '../audit/index.ts';
import { parseBringRegister } from './bring-register-file.ts';
import {
  deletePostalPlaces,
  findPostalPlace,
  listPostalPlaces,
  lockPostalPlaces,
  savePostalPlaces,
} from './postal-place.repository.ts';

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

    /**
     * Replaces the register with a file from Bring (the admin command `postal import`), in one transaction:
     * a file with any bad line changes nothing. Answers what changed, and the categories Bring's guide does not
     * describe with how many codes have each.
     */
    async importRegister(file: { name: string; bytes: Uint8Array }) {
      const { encoding, places, undescribedCategories } = parseBringRegister(file.bytes);
      return db.transaction(async (tx) => {
        await lockPostalPlaces(tx);
        const current = await listPostalPlaces(tx);
        const added = [...places].filter(([code]) => !current.has(code));
        const changed = [...places].filter(
          ([code, place]) => current.has(code) && current.get(code) !== place,
        );
        const removed = [...current.keys()].filter((code) => !places.has(code));
        await deletePostalPlaces(tx, removed);
        await savePostalPlaces(tx, Object.fromEntries([...added, ...changed]));
        const counts = {
          total: places.size,
          added: added.length,
          changed: changed.length,
          removed: removed.length,
        };
        await writeAudit(tx, {
          action: 'postal-register.imported',
          targetType: 'postal-register',
          details: { file: file.name, encoding, ...counts },
        });
        return { encoding, ...counts, undescribedCategories };
      });
    },
  };
}

export type PostalPlaceService = ReturnType<typeof createPostalPlaceService>;

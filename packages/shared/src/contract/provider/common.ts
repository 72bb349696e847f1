import { z } from 'zod';
import { POSTAL_CODE_LENGTH } from '../../limits.ts';
import { POSTAL_CODE_INVALID } from '../../validators/messages.ts';
import { isValidPostalCode } from '../../validators/postal-code.ts';
import { nullableText } from '../../validators/zod.ts';

/**
 * Pieces the provider API's contracts share. The API speaks the portal's own field names (PascalCase, as in the
 * specification) wherever the portal has one.
 */

export const PROVIDER_API_PREFIX = '/api/provider/v1';

export const isoDateTime = z.iso.datetime({ offset: true });

/** A Norwegian organisation number: nine digits; spaces between groups ('999 888 777') are taken and dropped. */
export const ORG_NUM_INVALID = 'Organisasjonsnummeret må bestå av 9 siffer';
export const orgNumSchema = z
  .string({ error: ORG_NUM_INVALID })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{9}$/, { error: ORG_NUM_INVALID }));

/** The ids the complaints body gives its cases and letters: what its own system calls them, within limits. */
export const EXTERNAL_ID_INVALID = 'Id-en må være 1-100 tegn: bokstaver, sifre, punktum, bindestrek eller _';
export const externalIdSchema = z
  .string({ error: EXTERNAL_ID_INVALID })
  .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: EXTERNAL_ID_INVALID });

/** An ISO 3166 alpha-2 country code in capitals, e.g. NO. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, { error: 'Ukjent landkode' });

/** A postal address: a Norwegian one (or one without a country) needs a four-digit postal code when it has one. */
export const postalCodeField = () =>
  nullableText(POSTAL_CODE_LENGTH * 3, 'Postnummer').refine(isValidPostalCode, {
    error: POSTAL_CODE_INVALID,
  });

/** Lists answer their items in `Items`. */
export const itemsOf = <Item extends z.ZodType>(item: Item) => z.object({ Items: z.array(item) });

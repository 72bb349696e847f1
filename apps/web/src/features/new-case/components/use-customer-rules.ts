import type {
  CustomerForm as CustomerFormValues,
  customerFormSchema,
} from '@foretaksportalen/shared/contract/new-case';
import { DEFAULT_COUNTRY_CODE, POSTAL_CODE_LENGTH } from '@foretaksportalen/shared/limits';
import { detectNationalIdCountry } from '@foretaksportalen/shared/validators/national-id';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useLookUpPostalPlace } from '../api/get-postal-place.ts';

type CustomerFormOutput = z.output<typeof customerFormSchema>;
export type CustomerFormApi = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

const dirty = { shouldDirty: true } as const;

/**
 * The customer form's dynamic rules (spec 2 §4 new-case form), each run after its field has changed. Which fields
 * are checked follows from the values through the shared schema; these change the other fields.
 */
export function useCustomerRules({ setValue, getValues, resetField, trigger }: CustomerFormApi) {
  const lookUpPostalPlace = useLookUpPostalPlace();

  return {
    /** A company has no national id: it is emptied together with its message; the name labels change. */
    afterKindChange() {
      if (!getValues('IsPrivate')) {
        resetField('Pnr');
        resetField('PnrCountryCode');
      }
      // The name messages follow the kind (Fornavn or Firma); they show only where the form shows errors.
      void trigger(['FirstName', 'LastName']);
    },

    /** The phone country follows, the phone is emptied, and an address abroad starts over without postal code. */
    afterCountryChange() {
      const countryCode = getValues('CountryCode');
      setValue('PhoneCountryCode', countryCode, dirty);
      resetField('Phone');
      if (countryCode !== DEFAULT_COUNTRY_CODE) {
        resetField('Address');
        resetField('PostalCode');
        resetField('PostalPlace');
      }
    },

    /** The country of a valid national id goes with it on the wire. */
    afterNationalIdChange() {
      setValue('PnrCountryCode', detectNationalIdCountry(getValues('Pnr')));
    },

    /** The place belongs to the code: it is looked up at four characters and emptied otherwise. */
    async afterPostalCodeChange() {
      const postalCode = getValues('PostalCode') ?? '';
      setValue('PostalPlace', null);
      if (postalCode.length !== POSTAL_CODE_LENGTH) return;
      const place = await lookUpPostalPlace(postalCode);
      // The code may have changed while the lookup ran.
      if (getValues('PostalCode') === postalCode) setValue('PostalPlace', place);
    },
  };
}

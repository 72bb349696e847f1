import { phoneCountryCodeSchema } from '@foretaksportalen/shared/contract/clerk';
import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { DEFAULT_COUNTRY_CODE } from '@foretaksportalen/shared/limits';
import type { z } from 'zod';

export type PhoneCountryCode = z.infer<typeof phoneCountryCodeSchema>;

const PHONE_COUNTRY_CODES: readonly string[] = phoneCountryCodeSchema.options;

/** A stored country code as one the forms offer; anything else falls back to Norway (spec 1 §9). */
export const asPhoneCountryCode = (code: string | null | undefined): PhoneCountryCode =>
  (code && PHONE_COUNTRY_CODES.includes(code) ? code : DEFAULT_COUNTRY_CODE) as PhoneCountryCode;

export interface PhoneCountryOption {
  code: string;
  label: string;
}

/** Norway, Sweden and Denmark, as the configuration names them, with their first calling code (spec 1 §3, §5). */
export const phoneCountryOptions = (config: PortalConfig): PhoneCountryOption[] =>
  config.Countries.filter(
    (country) => PHONE_COUNTRY_CODES.includes(country.cca2) && country.callingcodes.length > 0,
  ).map((country) => ({
    code: country.cca2,
    label: `${country.name.common} (+${country.callingcodes[0]})`,
  }));

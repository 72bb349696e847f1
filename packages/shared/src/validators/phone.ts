import { PHONE_NO_LENGTH, PHONE_OTHER_MAX_LENGTH } from '../limits.ts';

const NORWAY = 'NO';
const NORWEGIAN_PHONE = new RegExp(`^[1-9]\\d{${PHONE_NO_LENGTH - 1}}$`);
const OTHER_PHONE = new RegExp(`^\\d{1,${PHONE_OTHER_MAX_LENGTH}}$`);

/** Empty is valid; Norway (also when no country is chosen) needs 8 digits not starting with 0. */
export const isValidPhone = (
  phone: string | null | undefined,
  countryCode: string | null | undefined,
): boolean => {
  if (!phone) return true;
  const norwegian = !countryCode || countryCode.toUpperCase() === NORWAY;
  return (norwegian ? NORWEGIAN_PHONE : OTHER_PHONE).test(phone);
};

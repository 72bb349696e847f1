import { POSTAL_CODE_LENGTH } from '../limits.ts';

const POSTAL_CODE = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);

export const isValidPostalCode = (value: string | null | undefined): boolean =>
  !value || POSTAL_CODE.test(value);

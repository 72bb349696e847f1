type NationalIdCountry = 'NO' | 'SE' | 'DK';

const FIRST_CHECK_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const SECOND_CHECK_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

const NORWEGIAN = /^\d{11}$/;
// Swedish personnummer with century: YYYYMMDDNNNC.
const SWEDISH = /^(?:19|20)\d{2}(\d{2})(\d{2})\d{4}$/;
// Danish CPR: DDMMYYNNNN.
const DANISH = /^(\d{2})(\d{2})\d{6}$/;

const digitsOf = (value: string): number[] => [...value].map(Number);

const isInRange = (value: string | undefined, min: number, max: number): boolean => {
  const number = Number(value);
  return number >= min && number <= max;
};

/** Modulo 11 check digit; undefined when the remainder makes the number invalid. */
const mod11CheckDigit = (digits: number[], weights: number[]): number | undefined => {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? undefined : check;
};

// Only the checksums are checked, not the date, so D-numbers (day + 40) and synthetic numbers (month + 80) pass.
const isNorwegian = (value: string): boolean => {
  if (!NORWEGIAN.test(value)) return false;
  const digits = digitsOf(value);
  return (
    mod11CheckDigit(digits, FIRST_CHECK_WEIGHTS) === digits[9] &&
    mod11CheckDigit(digits, SECOND_CHECK_WEIGHTS) === digits[10]
  );
};

const luhnChecksumIsValid = (value: string): boolean => {
  const sum = digitsOf(value)
    .reverse()
    .reduce((total, digit, index) => {
      if (index % 2 === 0) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return sum % 10 === 0;
};

const isSwedish = (value: string): boolean => {
  const match = SWEDISH.exec(value);
  return (
    match !== null &&
    isInRange(match[1], 1, 12) &&
    isInRange(match[2], 1, 31) &&
    luhnChecksumIsValid(value.slice(2))
  );
};

const isDanish = (value: string): boolean => {
  const match = DANISH.exec(value);
  return match !== null && isInRange(match[1], 1, 31) && isInRange(match[2], 1, 12);
};

/** Removes the spaces and dashes people type in identity numbers. */
export const normalizeNationalId = (value: string): string => value.replace(/[\s-]/g, '');

const CHECKS: [NationalIdCountry, (value: string) => boolean][] = [
  ['NO', isNorwegian],
  ['SE', isSwedish],
  ['DK', isDanish],
];

export const detectNationalIdCountry = (value: string | null | undefined): NationalIdCountry | null => {
  if (!value) return null;
  const normalized = normalizeNationalId(value);
  return CHECKS.find(([, check]) => check(normalized))?.[0] ?? null;
};

export const isValidNationalId = (value: string | null | undefined): boolean =>
  !value || detectNationalIdCountry(value) !== null;

/** What every case number the portal makes for that prefix and year starts with (architecture §7). */
export const caseNumberStart = (prefix: string, year: number | string) => `${prefix}-${year}-`;

/** Case numbers the portal makes (architecture §7): {prefix}-{year}-{sequence}, the sequence at least 4 digits. */
export const formatCaseNumber = (prefix: string, year: number | string, sequence: number) =>
  `${caseNumberStart(prefix, year)}${String(sequence).padStart(4, '0')}`;

/** The sequence of a case number of that prefix and year, or null when the number is not one of those. */
export function caseSequence(caseNumber: string, prefix: string, year: number | string) {
  const start = caseNumberStart(prefix, year);
  if (!caseNumber.startsWith(start)) return null;
  const sequence = caseNumber.slice(start.length);
  return /^\d+$/.test(sequence) ? Number(sequence) : null;
}

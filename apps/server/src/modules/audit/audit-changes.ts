/** A value of a setting as the audit log keeps it. */
export type AuditedValue = string | number | boolean | null;

/** One changed field: its values before and after, absent where the log does not keep them. */
export interface AuditedChange {
  from?: AuditedValue;
  to?: AuditedValue;
}

const maskEmails = (value: string) => value.replace(/([^\s,;@])[^\s,;@]*@/g, '$1***@');
const maskPhone = (value: string) => value.replace(/.(?=.{2})/g, '*');

/**
 * E-mail addresses and phone numbers are personal data: the log keeps and shows them masked (the first letter and
 * the domain of an address, the last two digits of a number). Masking a masked value changes nothing, so that
 * entries are shown the same whether they were masked as written or only as read.
 */
const MASKS: Record<string, (value: string) => string> = {
  Email: maskEmails,
  EmailAddress: maskEmails,
  Phone: maskPhone,
};

/** A person's name is theirs: the log says that it changed and shows them by the name they have now. */
const VALUES_NOT_KEPT = new Set(['FirstName', 'LastName']);

const isAuditedValue = (value: unknown): value is AuditedValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A field's value as the log may keep it: masked where it is personal data; undefined where it is not kept. */
export function auditedValue(field: string, value: unknown): AuditedValue | undefined {
  if (VALUES_NOT_KEPT.has(field) || !isAuditedValue(value)) return undefined;
  const mask = MASKS[field];
  return mask && typeof value === 'string' ? mask(value) : value;
}

/**
 * The changed fields of a profile or of the company's settings with their values before and after, as the audit
 * log keeps them (`details.changes`): masked, and without the values of a name or of a field that is no plain value
 * (an address).
 */
export function auditedChanges<Fields extends Record<string, unknown>>(
  before: Fields,
  after: Fields,
  fields: readonly (keyof Fields & string)[],
): Record<string, AuditedChange> {
  return Object.fromEntries(
    fields.map((field) => {
      const from = auditedValue(field, before[field]);
      const to = auditedValue(field, after[field]);
      return [field, from === undefined || to === undefined ? {} : { from, to }];
    }),
  );
}

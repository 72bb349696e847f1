import type { CustomerForm } from '@foretaksportalen/shared/contract/new-case';

/** 'Fornavn Etternavn' (or 'Firma Kontaktperson'), once both are filled; null before. */
export function customerName({ FirstName, LastName }: Pick<CustomerForm, 'FirstName' | 'LastName'>) {
  const first = FirstName?.trim();
  const last = LastName?.trim();
  return first && last ? `${first} ${last}` : null;
}

/**
 * The labels of a case's details as the case overview shows them (spec 2 §2) and the case file's cover repeats
 * them (issue 21): one set, so that the two never read differently.
 */
export const CASE_DETAILS_TEXTS = {
  productDetails: (productName: string) => `${productName} saksdetaljer`,
  caseId: 'Saksnummer',
  dueDate: 'Forfall',
  handlingOfficer: 'Saksbehandler',
  phone: 'Telefon',
  none: 'Ingen',
  companyDetails: 'Foretakets saksdetaljer',
  complainer: 'Klager',
  correspondent: 'Fullmektig',
  noComplainer: 'Klager er ikke registrert ennå.',
  name: 'Navn',
  address: 'Adresse',
  postalCodeAndPlace: 'Postnummer og sted',
  email: 'E-post',
  reference: 'Referanse',
} as const;

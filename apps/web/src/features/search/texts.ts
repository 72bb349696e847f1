/**
 * Norwegian texts of the search in letters and documents (issue 22). The form's own are in a module apart, so
 * that the incidents page, which shows the form, loads only those.
 */
export { SEARCH_FORM_TEXTS } from './form-texts.ts';

const number = new Intl.NumberFormat('nb-NO');
/** A count as Norwegian writes it: 1 234. */
const count = (value: number) => number.format(value);
const documents = (value: number) => (value === 1 ? '1 dokument' : `${count(value)} dokumenter`);

export const SEARCH_TEXTS = {
  title: 'Søkeresultat',
  loading: 'Vennligst vent, søker..',
  hitCount: (total: number) => `${count(total)} treff`,
  noHits: (query: string) => `Ingen treff for «${query}».`,
  withoutText: (value: number) =>
    value === 1
      ? '1 dokument uten tekst (bilde eller skannet PDF) kan ikke søkes i.'
      : `${documents(value)} uten tekst (bilder og skannede PDF-er) kan ikke søkes i.`,
  waiting: (value: number) => `${documents(value)} er ikke lest inn ennå og kommer med i søket om litt.`,
  hits: 'Treff',
  caseNumber: 'Saksnummer',
  complainer: 'Klager',
  noComplainer: 'Ikke registrert',
  date: 'Dato',
  event: 'Hendelse',
  document: 'Dokument',
  letterText: 'Brevtekst',
  internalNote: 'Internt notat',
  noteText: 'Notattekst',
  snippet: 'Utdrag',
  closed: 'Avsluttet',
  archived: 'Arkivert',
  failed: 'Søket kunne ikke utføres.',
  retry: 'Prøv igjen',
} as const;

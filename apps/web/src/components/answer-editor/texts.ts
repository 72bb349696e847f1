/** The Norwegian texts of the answer editor (issue 46): its toolbar, the link dialog and the merge fields. */
export const ANSWER_EDITOR_TEXTS = {
  toolbar: 'Formatering',
  heading: 'Overskrift',
  bold: 'Fet',
  italic: 'Kursiv',
  bulletList: 'Punktliste',
  orderedList: 'Nummerert liste',
  link: 'Lenke',
  insertField: 'Sett inn flettefelt',
  /** Read after a merge field the case had no value for, which must be filled in by hand. */
  unfilled: 'ikke fylt ut',
  loading: 'Laster redigeringsverktøyet …',

  linkTitle: 'Lenke',
  linkAddress: 'Adresse',
  linkAddressHint: 'En nettadresse (https://…) eller en e-postadresse (mailto:…)',
  linkInsert: 'Sett inn',
  linkRemove: 'Fjern lenke',
  linkCancel: 'Avbryt',
} as const;

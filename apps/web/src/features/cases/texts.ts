/** Norwegian texts of what the case list and the case overview show alike (spec 2 §2, §4). */
export const CASES_TEXTS = {
  archived: 'Denne klagen er markert som arkivert',
  openingLetter: 'Vennligst vent, henter brev..',
  empty: 'Ingen',
  editableCell: (label: string, value: string) => `${label}: ${value}`,
  changedBy: (name: string) => `Endret av ${name} nå`,
  changedByAnother: 'Endret av en annen nå',
  loadChange: 'Last inn',
  newCase: 'Ny',
} as const;

/** Logged with a refused case save that the user is not shown. */
export const CASE_NOT_SAVED = 'Saken ble ikke lagret';

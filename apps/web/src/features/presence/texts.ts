/** Norwegian texts of who else is on a case (issue 47). */
export const PRESENCE_TEXTS = {
  viewing: (name: string) => `${name} ser på saken`,
  'writing-letter': (name: string) => `${name} skriver brev`,
  'writing-note': (name: string) => `${name} skriver notat`,
} as const;

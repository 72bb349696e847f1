/** Norwegian texts of the live updates (issue 47): what the polite region tells as things happen. */
export const LIVE_TEXTS = {
  newLetter: (caseNumber: string) => `1 nytt brev i sak ${caseNumber}`,
  newCase: (listName: string, caseNumber: string) => `Ny sak i ${listName}: ${caseNumber}`,
  mentioned: (caseNumber: string | null) =>
    caseNumber ? `Du er nevnt i sak ${caseNumber}` : 'Du er nevnt i et notat',
  queue: 'Jobbkø',
  undistributed: 'Ufordelte saker',
} as const;

/**
 * The access-key screens' texts that the server's answers share. Without zod, so that the web app's access texts
 * can use them without loading the contract's schemas on every page.
 */
export const ACCESS_TEXTS = {
  invalidKeyTitle: 'Ugyldig nøkkel',
  invalidKeyText: 'Beklager, denne nøkkelen er ikke lenger gyldig.',
  codePinInvalid: 'Kode/PIN kombinasjonen er ikke gyldig.',
} as const;

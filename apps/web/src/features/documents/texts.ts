/** Norwegian texts of the document calls and controls that the case screens share (spec 2 §2, §8). */
export const DOCUMENTS_TEXTS = {
  downloadDocuments: 'Last ned dokumenter',
  downloadEach: 'Last ned enkeltvis',
  downloadZip: 'Last ned som zip',
  downloading: 'Vennligst vent, laster ned dokumenter..',
  downloadFailed: 'Det skjedde en feil ved nedlasting av dokumenter',
  openingFile: 'Vennligst vent, åpner fil..',
  /** The zip's name should the server not give one. */
  zipFallbackName: 'dokumenter',
} as const;

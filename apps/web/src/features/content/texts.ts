/** Norwegian texts of the content feature. */
export const CONTENT_TEXTS = {
  loading: 'Laster innhold',
  newsBanner: 'Viktig melding',
} as const;

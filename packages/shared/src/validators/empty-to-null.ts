/** Empty text inputs are null across the product; other text is kept exactly as typed. */
export const emptyToNull = (value: string | null | undefined): string | null =>
  value == null || value.trim() === '' ? null : value;

/** The company's two lists a case is sorted by (issue 49): what it is about, and why it arose. */
export const CATEGORY_KINDS = ['product', 'cause'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

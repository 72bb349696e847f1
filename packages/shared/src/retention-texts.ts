import type { DeletionRuleName } from './contract/retention.ts';

/** The deletion log's rule as the portal names it (the page 'Slettelogg', its Excel export, the admin command). */
export const DELETION_RULE_LABELS: Record<DeletionRuleName, string> = {
  schedule: 'Slettefrist',
  erasure: 'Krav om sletting',
};

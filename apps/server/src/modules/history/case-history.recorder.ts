import { writeAudits } from '../audit/index.ts';
import type { CaseChangeSubscriber } from '../case-change/index.ts';

/**
 * Writes the audit entries each case change declares, in its transaction: they are the case's history (Historikk)
 * and part of the company's log.
 */
export const caseHistoryRecorder: CaseChangeSubscriber = {
  name: 'history',
  handle: (tx, _change, { history }) => writeAudits(tx, history),
};

import type { Config } from '../../config.ts';
import type { CaseChangeSubscriber } from '../case-change/index.ts';
import {
  notifyApprovalRequested,
  notifyCasesAssigned,
  notifyLetterDecided,
  notifyMentioned,
  notifyNewCase,
  notifyNewLetter,
} from './notifications.ts';

/** Sends the e-mails each case change declares, through the outbox in its transaction. */
export function caseChangeNotifier(config: Config): CaseChangeSubscriber {
  return {
    name: 'notifications',
    async handle(tx, _change, { notifications }) {
      for (const notification of notifications) {
        switch (notification.kind) {
          case 'cases-assigned':
            await notifyCasesAssigned(tx, config, notification, notification.at);
            break;
          case 'new-case':
            await notifyNewCase(tx, config, notification.caseId, notification.at);
            break;
          case 'new-letter':
            await notifyNewLetter(tx, config, notification.eventId, notification.at);
            break;
          case 'approval-requested':
            await notifyApprovalRequested(tx, config, notification, notification.at);
            break;
          case 'letter-returned':
          case 'letter-approved':
            await notifyLetterDecided(tx, config, notification, notification.at);
            break;
          case 'mentioned':
            await notifyMentioned(tx, config, notification, notification.at);
            break;
        }
      }
    },
  };
}

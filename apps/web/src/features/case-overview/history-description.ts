import { personName } from '@foretaksportalen/shared/audit-texts';
import type { CaseHistoryChange } from '@foretaksportalen/shared/contract/case-history';
import { OUTCOME_LABELS } from '@foretaksportalen/shared/contract/decision';
import { formatNok } from '@foretaksportalen/shared/format-nok';
import { DELETION_RULE_LABELS } from '@foretaksportalen/shared/retention-texts';
import { formatDate } from '../../components/format-date.ts';
import { HISTORY_TEXTS } from './texts.ts';

const quoted = (text: string) => `«${text}»`;

/** A change of a text field: set, removed or changed, with the values in quotes. */
function textChange(label: string, from: string | null, to: string | null) {
  if (from === null && to !== null) return `${label} satt til ${quoted(to)}`;
  if (from !== null && to === null) return `${label} fjernet (var ${quoted(from)})`;
  return `${label} endret fra ${quoted(from ?? '')} til ${quoted(to ?? '')}`;
}

const withName = (text: string, name: string | null) => (name ? `${text}: ${name}` : text);

/** What a change of a case's history says in Norwegian: 'Saksbehandler endret fra Kari Nordmann til Siri Superbruker'. */
export function describeHistoryChange(change: CaseHistoryChange, productName: string): string {
  switch (change.Kind) {
    case 'CaseCreated':
      return HISTORY_TEXTS.caseCreated;
    case 'ClerkChanged':
      if (change.From === null) return `${HISTORY_TEXTS.clerk} satt til ${personName(change.To)}`;
      if (change.To === null) return `${HISTORY_TEXTS.clerk} fjernet (var ${personName(change.From)})`;
      return `${HISTORY_TEXTS.clerk} endret fra ${personName(change.From)} til ${personName(change.To)}`;
    case 'CompanyCaseRefChanged':
      return textChange(HISTORY_TEXTS.companyCaseRef, change.From, change.To);
    case 'CompanyNoteChanged':
      return textChange(HISTORY_TEXTS.companyNote, change.From, change.To);
    case 'ProductChanged':
      return textChange(HISTORY_TEXTS.product, change.From, change.To);
    case 'CauseChanged':
      return textChange(HISTORY_TEXTS.cause, change.From, change.To);
    case 'Archived':
      return HISTORY_TEXTS.archived;
    case 'DetailsChanged': {
      const labels = change.Fields.map((field) => HISTORY_TEXTS.detailFields(productName)[field] ?? field);
      return labels.length > 0
        ? `${HISTORY_TEXTS.detailsChanged(productName)}: ${labels.join(', ')}`
        : HISTORY_TEXTS.caseChanged;
    }
    case 'LetterSent':
      return withName(HISTORY_TEXTS.letterSent, change.Subject);
    case 'LetterDeleted':
      return withName(HISTORY_TEXTS.letterDeleted, change.Subject);
    case 'LetterReceived':
      return withName(HISTORY_TEXTS.letterReceived(productName), change.Description);
    case 'LetterOpened':
      return withName(HISTORY_TEXTS.letterOpened, change.Description);
    case 'LetterSubmitted':
      return withName(HISTORY_TEXTS.letterSubmitted, change.Subject);
    case 'LetterReturned':
      return withName(HISTORY_TEXTS.letterReturned, change.Subject);
    case 'LetterApproved':
      return withName(HISTORY_TEXTS.letterApproved, change.Subject);
    case 'NoteAdded':
      return HISTORY_TEXTS.noteAdded;
    case 'NoteEdited':
      return HISTORY_TEXTS.noteEdited;
    case 'NoteDeleted':
      return HISTORY_TEXTS.noteDeleted;
    case 'CaseFileDownloaded':
      return change.Format === null
        ? HISTORY_TEXTS.caseFileDownloaded
        : HISTORY_TEXTS.caseFileDownloadedAs(change.Format);
    case 'LegalHoldSet':
      return withName(HISTORY_TEXTS.legalHoldSet, change.Reason);
    case 'LegalHoldLifted':
      return HISTORY_TEXTS.legalHoldLifted;
    case 'PersonalDataDeleted':
      return HISTORY_TEXTS.personalDataDeleted(DELETION_RULE_LABELS[change.Rule]);
    case 'DecisionReceived':
      return HISTORY_TEXTS.decisionReceived(
        productName,
        OUTCOME_LABELS[change.Outcome],
        formatDate(change.DecisionDate),
      );
    case 'DecisionAnswered':
      return HISTORY_TEXTS.decisionAnswered(
        change.Follows,
        change.AmountPaid === null ? null : formatNok(change.AmountPaid),
      );
    case 'RequestSent':
      return change.RequestKind === 'objection'
        ? HISTORY_TEXTS.objectionSent
        : HISTORY_TEXTS.extensionRequested(change.DueDate && formatDate(change.DueDate));
    case 'RequestAnswered':
      return change.RequestKind === 'objection'
        ? HISTORY_TEXTS.objectionAnswered(change.Status === 'granted')
        : HISTORY_TEXTS.extensionAnswered(
            change.Status === 'granted',
            change.DueDate && formatDate(change.DueDate),
          );
  }
}

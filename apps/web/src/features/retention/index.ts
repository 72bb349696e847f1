/** What the case overview uses of personal data by law (issue 48): a held case's notice and the hold's action. */
export { LegalHoldActions } from './components/legal-hold-actions.tsx';
export { LegalHoldNotice } from './components/legal-hold-notice.tsx';

/**
 * What other features and the app may use from the case file (saksmappe, issue 21): the case overview's button,
 * the entries of a list row's download menu, and the progress panel that the logged-in layout mounts once.
 */
export { caseFileMenuEntries } from './case-file-menu-entries.ts';
export { CaseFileMenu } from './components/case-file-menu.tsx';
export { CaseFilePanelHost } from './components/case-file-panel-host.tsx';

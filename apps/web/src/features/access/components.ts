/**
 * The access feature's components that other features show. Apart from index.ts so that code needing only the
 * session's data (the login page's footer, the app shell) does not load them: the consent icon's tooltip brings
 * Popper, and the login page's first JavaScript has a budget (docs/performance.md).
 */
export { ConsentIndicator } from './components/consent-indicator.tsx';

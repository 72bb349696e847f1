/**
 * The anonymous pages' frame, for the route error page. Apart from index.ts so that the app's first JavaScript
 * (which holds the route error page) does not load the authenticated header and its menus: the login page's first
 * JavaScript has a budget (docs/performance.md).
 */
export { PublicFrame } from './components/public-frame.tsx';

/** What the app may use from the shell feature. */
export { AppLayout } from './components/app-layout.tsx';
export { PublicFrame } from './components/public-frame.tsx';

/** What the app may use from the shell feature. */
export { AppHeader } from './components/app-header.tsx';
export { AppLayout } from './components/app-layout.tsx';
export { getShellMenu, type ShellMenu } from './components/menu-entries.ts';
export { PublicFrame } from './components/public-frame.tsx';
export { PublicLayout } from './components/public-layout.tsx';
export { SHELL_TEXTS } from './texts.ts';

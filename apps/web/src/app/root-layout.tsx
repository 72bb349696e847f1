import { Outlet, ScrollRestoration } from 'react-router';
import { BlockingSpinnerView } from '../components/blocking-spinner.tsx';
import { useDocumentTitle } from './document-title.ts';

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Until the first page's code and configuration are loaded, the page stays behind the blocking spinner. */
export function StartupSpinner() {
  return <BlockingSpinnerView open />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { usePortalName } from '../api/get-branding.ts';
import { ACCESS_TEXTS } from '../texts.ts';

export function WelcomePage() {
  return <PlaceholderPage title={ACCESS_TEXTS.welcomeTitle(usePortalName())} />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function SettingsPage() {
  return <PlaceholderPage title="Innstillinger" />;
}

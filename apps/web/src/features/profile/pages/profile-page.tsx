import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function ProfilePage() {
  return <PlaceholderPage title="Profil" />;
}

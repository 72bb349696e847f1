import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function IncidentsPage() {
  return <PlaceholderPage title="Saker" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function NewCasePage() {
  return <PlaceholderPage title="Ny sak" />;
}

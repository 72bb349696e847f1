import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function FaqPage() {
  return <PlaceholderPage title="Hjelp" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function CaseOverviewPage() {
  return <PlaceholderPage title="Sak" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { NewsBanner } from '../../content/index.ts';

export function IncidentsPage() {
  return (
    <>
      <NewsBanner />
      <PlaceholderPage title="Saker" />
    </>
  );
}

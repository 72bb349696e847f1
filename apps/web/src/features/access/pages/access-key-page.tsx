import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

export function AccessKeyPage() {
  return <PlaceholderPage title={ACCESS_TEXTS.accessKeyTitle} />;
}

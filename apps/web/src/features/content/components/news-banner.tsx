import { lazy, Suspense } from 'react';
import { useContent } from '../api/get-content.ts';

// Loaded only when there is news: the banner's HTML goes through DOMPurify, which no page needs before that.
const NewsBannerView = lazy(async () => ({
  default: (await import('./news-banner-view.tsx')).NewsBannerView,
}));

/** The content system writes the flag as text; 'true' in any letter case turns a banner on (spec 2 §2). */
const isBannerActive = (aktivt: string | null) => aktivt?.trim().toLowerCase() === 'true';

/** The news banner: a warning box per active `nyhetsbanner` item, nothing when none is active. */
export function NewsBanner() {
  const { data } = useContent('newsBanner');
  const active = (data ?? []).filter((item) => isBannerActive(item.aktivt) && item.text);
  if (active.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NewsBannerView items={active} />
    </Suspense>
  );
}

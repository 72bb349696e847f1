import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { SanitizedHtml } from '../../../components/sanitized-html.tsx';
import { useContent } from '../api/get-content.ts';
import { CONTENT_TEXTS } from '../texts.ts';

/** The content system writes the flag as text; 'true' in any letter case turns a banner on (spec 2 §2). */
export const isBannerActive = (aktivt: string | null) => aktivt?.trim().toLowerCase() === 'true';

/** The news banner: a warning box per active `nyhetsbanner` item, nothing when none is active. */
export function NewsBanner() {
  const { data } = useContent('newsBanner');
  const active = (data ?? []).filter((item) => isBannerActive(item.aktivt) && item.text);
  if (active.length === 0) return null;
  return (
    <Stack component="section" aria-label={CONTENT_TEXTS.newsBanner} sx={{ gap: 1, mb: 3 }}>
      {active.map((item) => (
        // A plain box, not role="alert": the banner is standing news, not an event to interrupt the reader with.
        <Alert key={item.Id} severity="warning" role="note">
          <SanitizedHtml html={item.text} />
        </Alert>
      ))}
    </Stack>
  );
}

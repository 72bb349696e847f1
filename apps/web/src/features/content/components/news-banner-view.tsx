import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { SanitizedHtml } from '../../../components/sanitized-html.tsx';
import type { FlatContentItem } from '../api/get-content.ts';
import { CONTENT_TEXTS } from '../texts.ts';

/** The active banner items, each a warning box with its HTML. */
export function NewsBannerView({ items }: { items: FlatContentItem<'newsBanner'>[] }) {
  return (
    <Stack component="section" aria-label={CONTENT_TEXTS.newsBanner} sx={{ gap: 1, mb: 3 }}>
      {items.map((item) => (
        // A plain box, not role="alert": the banner is standing news, not an event to interrupt the reader with.
        <Alert key={item.Id} severity="warning" role="note">
          <SanitizedHtml html={item.text} />
        </Alert>
      ))}
    </Stack>
  );
}

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { SanitizedHtml } from '../../../components/sanitized-html.tsx';
import { useContent } from '../api/get-content.ts';
import { CONTENT_TEXTS } from '../texts.ts';

type TextContentType = 'consent' | 'declinedConsent' | 'welcome' | 'faqList';

/** The `text` of every item of a content type, sanitized, in the order the content system gives them. */
export function ContentText({ type, sx }: { type: TextContentType; sx?: SxProps<Theme> }) {
  const { data, isPending } = useContent(type);
  if (isPending) {
    return (
      <Stack role="status" aria-label={CONTENT_TEXTS.loading} sx={sx}>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="75%" />
        <Skeleton variant="text" width="80%" />
      </Stack>
    );
  }
  const texts = (data ?? []).filter((item) => item.text);
  if (texts.length === 0) return null;
  return (
    <Stack sx={[{ gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {texts.map((item) => (
        <SanitizedHtml key={item.Id} html={item.text} />
      ))}
    </Stack>
  );
}

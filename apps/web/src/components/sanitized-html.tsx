import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

// A purifier of our own, so that its hook does not change DOMPurify for anyone else.
const purifier = DOMPurify(window);

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background'];
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these in URLs ("java\tscript:"), so the check must too
const WHITESPACE_AND_CONTROLS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const ALLOWED_SCHEME = /^(?:https?|mailto|tel):/i;
const OPENS_ELSEWHERE = /^https?:/i;

/**
 * DOMPurify's defaults let data: URLs through on images and keep unknown schemes out only by pattern; here only
 * http(s), mailto, tel and relative URLs survive, and every link is cut off from the page that opened it.
 */
purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    const compact = value.replace(WHITESPACE_AND_CONTROLS, '');
    if (HAS_SCHEME.test(compact) && !ALLOWED_SCHEME.test(compact)) node.removeAttribute(name);
  }
  // An image without a text alternative is taken as decoration, rather than read out as its file name.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('rel', 'noopener noreferrer');
    if (OPENS_ELSEWHERE.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
  }
});

const STRICT_CONFIG: Config = {
  // HTML only: no SVG or MathML, whose elements carry their own script and URL attributes.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
  ],
  // Inline styles could cover the page with a fake dialog; the theme styles content instead.
  FORBID_ATTR: ['style', 'srcset'],
};

/** Cleans HTML from the content system (or any other source) so that nothing in it can run. */
export const sanitizeHtml = (html: string | null | undefined): string =>
  html ? purifier.sanitize(html, { ...STRICT_CONFIG, RETURN_TRUSTED_TYPE: false }) : '';

type SanitizedHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string | null | undefined;
};

/** The one place in the app that renders HTML: always through sanitizeHtml. */
export function SanitizedHtml({ html, sx, ...boxProps }: SanitizedHtmlProps) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...boxProps}
      sx={[
        {
          typography: 'body1',
          overflowWrap: 'anywhere',
          '& > *': { mt: 0 },
          '& > :last-child': { mb: 0 },
          // Content headings sit below the page's own h1 and must not outgrow it.
          '& h2': { typography: 'h6', mt: 0, mb: 1 },
          '& h3': { typography: 'subtitle1', fontWeight: 500, mt: 0, mb: 0.5 },
          '& h4, & h5, & h6': { typography: 'subtitle2', mt: 0, mb: 0.5 },
          '& * + h2': { mt: 3 },
          '& * + h3, & * + h4, & * + h5, & * + h6': { mt: 2.5 },
          '& p': { mt: 0, mb: 1.5 },
          '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
          '& img': { maxWidth: '100%', height: 'auto' },
          '& a': { color: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify above, in this one place
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}

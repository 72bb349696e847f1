import { createHash } from 'node:crypto';

const RAW = Symbol('trusted html');

/** Markup built by `html`, so it is not escaped a second time when nested. */
export interface SafeHtml {
  readonly [RAW]: string;
}

const trusted = (markup: string): SafeHtml => ({ [RAW]: markup });

const isSafeHtml = (value: unknown): value is SafeHtml =>
  typeof value === 'object' && value !== null && RAW in value;

export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const render = (value: unknown): string => {
  if (value === null || value === undefined || value === false) return '';
  if (isSafeHtml(value)) return value[RAW];
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** Template tag that escapes every interpolated value unless it is itself `html` output. */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): SafeHtml =>
  trusted(strings.reduce((markup, string, index) => markup + render(values[index - 1]) + string));

export const toMarkup = (value: SafeHtml): string => value[RAW];

// Colours chosen for WCAG AA contrast (at least 4.5:1) against their backgrounds.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#f4f5f7}
main{max-width:34rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #c9ccd1;border-radius:.5rem}
h1{font-size:1.6rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.test-notice{margin:0 0 1rem;padding:.75rem 1rem;background:#fff4cc;color:#3d2e00;border:2px solid #8a6d00;border-radius:.375rem}
ul{list-style:none;margin:0;padding:0}
li{margin:0 0 .5rem}
form{margin:0}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=text]{width:100%;padding:.5rem .75rem;font-size:1rem;color:#1a1a1a;background:#fff;border:1px solid #5c6370;border-radius:.25rem}
input[aria-invalid=true]{border:2px solid #b00020}
.error{margin:.25rem 0 0;color:#b00020;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button,.choice{display:inline-block;padding:.6rem 1.1rem;font:inherit;font-weight:600;color:#fff;background:#0b3d91;border:2px solid #0b3d91;border-radius:.375rem;cursor:pointer;text-decoration:none}
button.person{width:100%;text-align:left;color:#0b3d91;background:#fff}
button.person .national-id{display:block;font-weight:400;color:#3b3f45}
button.secondary{color:#0b3d91;background:#fff}
button:hover,.choice:hover{background:#082d6b;border-color:#082d6b;color:#fff}
button.person:hover .national-id{color:#fff}
button:focus-visible,.choice:focus-visible,input:focus-visible{outline:3px solid #d97706;outline-offset:2px}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** A strict policy: no scripts at all, only the page's own style block, forms only to us and the clients. */
export const contentSecurityPolicy = (formTargets: readonly string[]): string =>
  [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    // Browsers apply form-action to the redirects after a submission too, so the clients' origins belong here.
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

export const renderDocument = (title: string, body: SafeHtml): string =>
  toMarkup(html`<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${trusted(STYLE)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`);

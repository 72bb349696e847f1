import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SanitizedHtml, sanitizeHtml } from './sanitized-html.tsx';

declare global {
  interface Window {
    __pwned?: number;
  }
}

afterEach(() => {
  delete window.__pwned;
});

const HOSTILE = [
  '<p>Velkommen <strong>til portalen</strong>.</p>',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<a href="javascript:window.__pwned=1">x</a>',
  '<a href="  JaVa&#x09;ScRiPt:window.__pwned=1">y</a>',
  '<svg onload="window.__pwned=1"><circle r="5"></circle></svg>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<iframe srcdoc="<script>window.__pwned=1</script>"></iframe>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="data">',
  '<a href="data:text/html,<script>window.__pwned=1</script>">z</a>',
  '<form action="javascript:window.__pwned=1"><button>send</button></form>',
  '<div style="position:fixed;inset:0" onclick="window.__pwned=1">overlay</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
].join('');

/** Lets image error events and the like fire, as they would in a page. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('SanitizedHtml', () => {
  it('renders the safe text and drops every way of running code', async () => {
    const { container } = render(<SanitizedHtml data-testid="innhold" html={HOSTILE} />);
    await settle();

    const root = screen.getByTestId('innhold');
    expect(root.textContent).toContain('Velkommen til portalen.');
    expect(root.querySelector('strong')?.textContent).toBe('til portalen');
    expect(
      container.querySelectorAll('script, iframe, svg, math, form, button, style, object, embed'),
    ).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      const eventAttributes = [...element.attributes].filter((attribute) => /^on/i.test(attribute.name));
      expect(eventAttributes, element.outerHTML).toEqual([]);
      expect(element.getAttribute('style')).toBeNull();
    }
    for (const element of container.querySelectorAll('[href], [src], [action]')) {
      const url =
        element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action');
      expect(url?.replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    expect(window.__pwned).toBeUndefined();
  });

  it('keeps ordinary links and cuts them off from the page that opened them', () => {
    render(
      <SanitizedHtml
        html={
          '<p><a href="https://klagenemnda.example/frister">Frister</a>, <a href="/faq">hjelp</a>, <a href="mailto:post@klagenemnda.example">e-post</a></p>'
        }
      />,
    );
    const external = screen.getByRole('link', { name: 'Frister' });
    expect(external.getAttribute('href')).toBe('https://klagenemnda.example/frister');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.getAttribute('target')).toBe('_blank');
    const internal = screen.getByRole('link', { name: 'hjelp' });
    expect(internal.getAttribute('href')).toBe('/faq');
    expect(internal.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'e-post' }).getAttribute('href')).toBe(
      'mailto:post@klagenemnda.example',
    );
  });

  it('keeps text alternatives of images and marks images without one as decoration', () => {
    const { container } = render(
      <SanitizedHtml html={'<img src="/logo.png" alt="Logo"><img src="/strek.png">'} />,
    );
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'Logo',
      '',
    ]);
  });

  it('renders nothing for an empty value', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentItems, stubFetch } from '../../../test/fake-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CONTENT_PATH } from '../api/get-content.ts';
import { NewsBanner } from './news-banner.tsx';

declare global {
  interface Window {
    __pwned?: number;
  }
}

afterEach(() => {
  delete window.__pwned;
});

function renderBanner(aktivt: string | null, text = '<p>Portalen er stengt <b>fredag</b> kl. 16–18.</p>') {
  const server = stubFetch({ [`POST ${CONTENT_PATH}`]: contentItems({ text, aktivt }) });
  renderWithApp(<NewsBanner />);
  return server;
}

const banner = () => screen.queryByRole('region', { name: 'Viktig melding' });

describe('NewsBanner', () => {
  it.each(['true', 'TRUE', 'True', ' true '])('shows the warning when aktivt is %j', async (aktivt) => {
    renderBanner(aktivt);
    const region = await screen.findByRole('region', { name: 'Viktig melding' });
    expect(region.textContent).toBe('Portalen er stengt fredag kl. 16–18.');
    expect(region.querySelector('.MuiAlert-colorWarning')).not.toBeNull();
  });

  it.each(['false', 'FALSE', '', 'ja', null])('shows nothing when aktivt is %j', async (aktivt) => {
    const server = renderBanner(aktivt);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(banner()).toBeNull();
  });

  it('shows nothing when there is no banner item', async () => {
    const server = stubFetch({ [`POST ${CONTENT_PATH}`]: [] });
    renderWithApp(<NewsBanner />);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(banner()).toBeNull();
  });

  it('shows hostile HTML as harmless text', async () => {
    renderBanner(
      'true',
      '<p>Planlagt vedlikehold</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">les mer</a>',
    );
    const region = await screen.findByRole('region', { name: 'Viktig melding' });
    expect(region.textContent).toBe('Planlagt vedlikehold' + 'les mer');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(region.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(window.__pwned).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isOwnLogoutNavigation } from './logout.policy.ts';

const OWN = 'http://localhost:3000';

describe('whose logout it is', () => {
  it("counts a navigation from the portal's own pages, and a typed address or bookmark", () => {
    expect(isOwnLogoutNavigation({ 'sec-fetch-site': 'same-origin' }, OWN)).toBe(true);
    expect(isOwnLogoutNavigation({ 'sec-fetch-site': 'none' }, OWN)).toBe(true);
  });

  it('does not count one from another site or another origin of the same site, whatever the Referer says', () => {
    for (const site of ['cross-site', 'same-site', 'something-new']) {
      expect(isOwnLogoutNavigation({ 'sec-fetch-site': site, referer: `${OWN}/incidents` }, OWN), site).toBe(
        false,
      );
    }
  });

  it("without Fetch Metadata, counts only a Referer from the portal's own origin", () => {
    expect(isOwnLogoutNavigation({ referer: `${OWN}/incidents?x=1` }, OWN)).toBe(true);
    expect(isOwnLogoutNavigation({ referer: 'http://localhost:3001/incidents' }, OWN)).toBe(false);
    expect(isOwnLogoutNavigation({ referer: 'https://evil.example/' }, OWN)).toBe(false);
    expect(isOwnLogoutNavigation({ referer: 'not a url' }, OWN)).toBe(false);
    expect(isOwnLogoutNavigation({}, OWN)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logger.ts';

describe('loggableUrl', () => {
  it('drops query strings, which carry OIDC codes and states', () => {
    expect(loggableUrl('/api/oidc/callback?code=secret&state=abc')).toBe('/api/oidc/callback');
  });

  it('hides access codes, PINs and national ids that the specification puts in paths', () => {
    expect(loggableUrl('/api/access/ABCDEFGHJKLMNPQR/123456')).toBe('/api/access/[skjult]');
    expect(loggableUrl('/api/clerk/check/02879044939')).toBe('/api/clerk/check/[skjult]');
    expect(loggableUrl('/api/config')).toBe('/api/config');
  });
});

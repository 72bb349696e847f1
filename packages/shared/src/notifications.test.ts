import { describe, expect, it } from 'vitest';
import { hasEmailAddress, notificationChoices } from './notifications.ts';

describe('notification choices', () => {
  it('are kept with an e-mail address and all off without one', () => {
    const choices = { NotifyOnNewCases: true, NotifyOnNewPosts: false };
    expect(notificationChoices('kari@example.no', choices)).toEqual(choices);
    for (const email of [null, undefined, '', '  ']) {
      expect(notificationChoices(email, choices), String(email)).toEqual({
        NotifyOnNewCases: false,
        NotifyOnNewPosts: false,
      });
    }
  });

  it('count a blank address as none', () => {
    expect(hasEmailAddress(' a@b.no ')).toBe(true);
    expect(hasEmailAddress(' ')).toBe(false);
    expect(hasEmailAddress(null)).toBe(false);
  });
});

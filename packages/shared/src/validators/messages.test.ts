import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX_LENGTH } from '../limits.ts';
import { maxLengthMessage } from './messages.ts';

describe('maxLengthMessage', () => {
  it('fills in the field and the limit', () => {
    expect(maxLengthMessage('Adresse', ADDRESS_MAX_LENGTH)).toBe('Adresse kan maksimalt inneholde 200 tegn');
    expect(maxLengthMessage('Notat', 100)).toBe('Notat kan maksimalt inneholde 100 tegn');
  });

  it('starts the message with a capital letter', () => {
    expect(maxLengthMessage('referanse', 30)).toBe('Referanse kan maksimalt inneholde 30 tegn');
  });
});

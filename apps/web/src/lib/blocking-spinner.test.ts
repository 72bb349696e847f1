import { describe, expect, it } from 'vitest';
import { blockingSpinner } from './blocking-spinner.ts';

describe('blocking spinner callers', () => {
  it('stays until the last of two overlapping operations ends', () => {
    const releaseLoading = blockingSpinner.show('Vennligst vent, laster sak..');
    const releaseSending = blockingSpinner.show('Vennligst vent, sender brev..');

    releaseSending();
    expect(blockingSpinner.isOpen()).toBe(true);
    releaseSending();
    expect(blockingSpinner.isOpen()).toBe(true);

    releaseLoading();
    expect(blockingSpinner.isOpen()).toBe(false);
  });
});

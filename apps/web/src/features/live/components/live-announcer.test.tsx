import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { announce } from '../announcer.ts';
import { LiveAnnouncer } from './live-announcer.tsx';

afterEach(() => vi.useRealTimers());

it('tells what came within a second politely, in one announcement, and the same words again', () => {
  vi.useFakeTimers();
  render(
    <>
      <button type="button">Fokus</button>
      <LiveAnnouncer />
    </>,
  );
  const focused = screen.getByRole('button');
  focused.focus();
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-live')).toBe('polite');

  announce('1 nytt brev i sak EB-2026-0012');
  announce('Ny sak i Jobbkø: EB-2026-0013');
  expect(region.textContent).toBe('');
  act(() => vi.advanceTimersByTime(1000));
  expect(region.textContent).toBe('1 nytt brev i sak EB-2026-0012. Ny sak i Jobbkø: EB-2026-0013');

  announce('1 nytt brev i sak EB-2026-0012');
  act(() => vi.advanceTimersByTime(1000));
  announce('1 nytt brev i sak EB-2026-0012');
  act(() => vi.advanceTimersByTime(1000));
  expect(region.textContent?.trim()).toBe('1 nytt brev i sak EB-2026-0012');
  expect(document.activeElement).toBe(focused);
});

import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { setMediaMatches } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

function Motion() {
  const { transitions, components } = useTheme();
  const ripple = components?.MuiButtonBase?.defaultProps?.disableRipple ? 'uten' : 'med';
  return (
    <p>{`${transitions.duration.enteringScreen} ms, ${transitions.create('opacity')}, ${ripple} ringer`}</p>
  );
}

it('moves nothing for those who ask their system for less motion', () => {
  setMediaMatches((query) => query === '(prefers-reduced-motion: reduce)');
  render(
    <AppProviders>
      <Motion />
    </AppProviders>,
  );
  expect(screen.getByText('0 ms, none, uten ringer')).toBeTruthy();
});

it("keeps MUI's transitions and ripples for everyone else", () => {
  setMediaMatches(() => false);
  render(
    <AppProviders>
      <Motion />
    </AppProviders>,
  );
  expect(screen.getByText('225 ms, opacity 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms, med ringer')).toBeTruthy();
});

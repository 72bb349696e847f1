import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { LIST_BUTTON, ListButtonStyles } from './list-buttons.tsx';

const renderButtons = () =>
  render(
    <ThemeProvider theme={theme}>
      <ListButtonStyles />
      <button type="button" className={LIST_BUTTON.value}>
        K-1667
      </button>
      <button type="button" className={LIST_BUTTON.text}>
        Kari Nordmann
      </button>
      <button type="button" className={LIST_BUTTON.icon} aria-label="Last ned dokumenter" />
    </ThemeProvider>,
  );

describe('list buttons', () => {
  it('look like MUI’s small buttons, styled by the one stylesheet', () => {
    renderButtons();
    const value = getComputedStyle(screen.getByRole('button', { name: 'K-1667' }));
    const text = getComputedStyle(screen.getByRole('button', { name: 'Kari Nordmann' }));
    const icon = getComputedStyle(screen.getByRole('button', { name: 'Last ned dokumenter' }));

    for (const style of [value, text, icon]) {
      expect(style.display).toBe('inline-flex');
      expect(style.cursor).toBe('pointer');
      expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    }
    expect(value.borderBottom).toBe(`1px dashed ${theme.palette.text.secondary}`);
    expect(value.textAlign).toBe('left');
    expect(text.padding).toBe('4px 5px');
    expect(text.minWidth).toBe('64px');
    expect(icon.borderRadius).toBe('50%');
    expect(icon.padding).toBe('5px');
    expect(icon.color).toBe(theme.palette.action.active);
  });
});

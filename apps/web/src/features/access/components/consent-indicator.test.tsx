import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsentIndicator } from './consent-indicator.tsx';

describe('ConsentIndicator', () => {
  it.each([
    [null, 'Brukeren har ikke tatt stilling til samtykke om lagring av personopplysninger', 'HelpIcon'],
    [true, 'Brukeren har gitt samtykke til lagring av personopplysninger', 'CheckCircleIcon'],
    [false, 'Brukeren har ikke gitt samtykke til lagring av personopplysninger', 'CancelIcon'],
  ])('consent %s: the icon is named and tooltipped %j', async (consent, text, icon) => {
    const user = userEvent.setup();
    render(<ConsentIndicator consent={consent} />);

    const image = screen.getByRole('img', { name: text });
    expect(image.querySelector(`[data-testid="${icon}"]`)).not.toBeNull();

    await user.hover(image);
    expect((await screen.findByRole('tooltip')).textContent).toBe(text);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentItems, contentRoute, deferred, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CONTENT_PATH } from '../../content/index.ts';
import { FaqPage } from './faq-page.tsx';

function renderFaq(sendAnswer: () => unknown = () => null) {
  const config = makeConfig(1);
  config.LoginClerk.Email = ' kari@fjordbanken.example , kari.privat@example.no';
  const server = stubFetch({
    [`POST ${CONTENT_PATH}`]: contentRoute({
      fAQList: contentItems({ text: '<p>Her finner du svar på det de fleste lurer på.</p>' }),
      fAQItem: contentItems(
        { question: 'Hvor lang frist har vi?', answer: '<p>Foretaket har <b>tre uker</b> på seg.</p>' },
        { question: 'Hvordan sender vi dokumenter?', answer: '<p>Bruk «Send brev» på saken.</p>' },
      ),
    }),
    'POST /api/faq': sendAnswer,
  });
  const app = renderWithApp(<FaqPage />, { path: '/faq', config, withOverlays: true });
  return { ...app, server, user: userEvent.setup() };
}

const message = () => screen.getByRole('textbox', { name: /^Melding/ }) as HTMLTextAreaElement;

describe('FAQ page', () => {
  it('shows the text block and the questions, each answer opening in its accordion panel', async () => {
    const { user } = renderFaq();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hjelp');
    expect(await screen.findByText('Her finner du svar på det de fleste lurer på.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ofte stilte spørsmål' })).toBeTruthy();

    const question = await screen.findByRole('button', { name: 'Hvor lang frist har vi?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Hvor lang frist har vi?' });
    expect(answer.textContent).toBe('Foretaket har tre uker på seg.');
    expect(within(answer).getByText('tre uker').tagName).toBe('B');
  });
});

describe('question form', () => {
  it('shows the clerk’s name and first e-mail address, disabled', async () => {
    renderFaq();
    const name = screen.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    const email = screen.getByRole('textbox', { name: 'E-post' }) as HTMLInputElement;
    expect([name.value, name.disabled]).toEqual(['Kari Nordmann', true]);
    expect([email.value, email.disabled]).toEqual(['kari@fjordbanken.example', true]);
  });

  it('sends nothing without a message, and says why', async () => {
    const { user, server } = renderFaq();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Skriv spørsmålet ditt')).toBeTruthy();
    await user.type(message(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(server.callsTo('POST', '/api/faq')).toHaveLength(0);
  });

  it('sends the message behind the spinner, then clears it and thanks the clerk', async () => {
    const answer = deferred<Response>();
    const { user, server } = renderFaq(() => answer.promise);
    await user.type(message(), 'Kan vi få utsatt fristen i sak EB-2026-1?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findAllByText('Sender spørsmål')).not.toHaveLength(0);
    expect(server.callsTo('POST', '/api/faq').map((call) => call.body)).toEqual([
      { message: 'Kan vi få utsatt fristen i sak EB-2026-1?' },
    ]);

    answer.resolve(new Response(null, { status: 204 }));
    expect(await screen.findByText('Takk! Ditt spørsmål er blitt sendt!')).toBeTruthy();
    await waitFor(() => expect(message().value).toBe(''));
    // Cleared and untouched: no required message until the next try.
    expect(screen.queryByText('Skriv spørsmålet ditt')).toBeNull();
    expect(message().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryAllByText('Sender spørsmål')).toHaveLength(0);
  });
});

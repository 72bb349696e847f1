import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertsWithText } from '../../../test/alerts.ts';
import { deferred, type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { jsonResponse, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AccessKeyPage } from './access-key-page.tsx';

const KEY = 'q7w8e9r0t1y2u3i4o5p6a7s8';
const CODE = 'AbCdEfGhJkLmNpQr';
const PIN = '123456';
const CHECK_KEY = `GET /api/access/checkkey/${KEY}`;
const CHECK_CODE_PIN = `GET /api/access/${CODE}/${PIN}`;

function renderAccessKeyPage(
  routes: Record<string, FakeRoute> = { [CHECK_KEY]: true, [CHECK_CODE_PIN]: KEY },
  urlKey = KEY,
) {
  const server = stubFetch(routes);
  const app = renderWithApp(<AccessKeyPage />, {
    path: `/access/${urlKey}`,
    routePath: '/access/:accesskey',
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

const codeBox = (part: number) => screen.getByRole('textbox', { name: `Kode, del ${part} av 4` });
const pinBox = () => screen.getByRole('textbox', { name: 'PIN' });
const codeValues = () => [1, 2, 3, 4].map((part) => (codeBox(part) as HTMLInputElement).value);

/** Fills the form as a user with the letter would: the code typed box by box, then the PIN. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, code = CODE, pin = PIN) {
  await user.click(codeBox(1));
  await user.keyboard(code);
  await user.type(pinBox(), pin);
}

describe('AccessKeyPage: the key', () => {
  it('checks the key behind the spinner, then shows the form', async () => {
    const answer = deferred<Response>();
    const { server } = renderAccessKeyPage({ [CHECK_KEY]: () => answer.promise });

    expect(screen.getAllByText('Sjekker om kode er gyldig..')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(server.callsTo('GET', `/api/access/checkkey/${KEY}`)).toHaveLength(1);

    answer.resolve(jsonResponse(true));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Opprettelse av ny bruker');
    expect(screen.queryAllByText('Sjekker om kode er gyldig..')).toHaveLength(0);
  });

  it.each([
    ['the server says no', jsonResponse(false)],
    ['the check fails', problemResponse(500, { title: 'Intern feil' })],
    ['the answer is not a boolean', jsonResponse('ja')],
  ])('shows the invalid-key message when %s', async (_case, answer) => {
    renderAccessKeyPage({ [CHECK_KEY]: answer });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ugyldig nøkkel');
    expect(screen.getByText('Beklager, denne nøkkelen er ikke lenger gyldig.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryAllByText('Sjekker om kode er gyldig..')).toHaveLength(0);
  });

  it('does not ask the server about a key that cannot be one', () => {
    const { server } = renderAccessKeyPage({}, 'AbCd1234');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ugyldig nøkkel');
    expect(server.requests).toHaveLength(0);
  });

  it('checks a key typed in capitals as the key it is', async () => {
    const { server } = renderAccessKeyPage(undefined, KEY.toUpperCase());
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });
    expect(server.callsTo('GET', `/api/access/checkkey/${KEY}`)).toHaveLength(1);
  });
});

describe('AccessKeyPage: the form', () => {
  it('has four code boxes, the PIN box, the case-sensitivity text and Fortsett', async () => {
    renderAccessKeyPage();
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    for (const part of [1, 2, 3, 4]) {
      const box = codeBox(part);
      expect(box.getAttribute('placeholder')).toBe('XXXX');
      expect(box.getAttribute('maxlength')).toBe('4');
    }
    expect(screen.getByRole('group', { name: 'Kode' })).toBeTruthy();
    expect(pinBox().getAttribute('placeholder')).toBe('PIN (6 siffer)');
    expect(pinBox().getAttribute('inputmode')).toBe('numeric');
    expect(pinBox().getAttribute('maxlength')).toBe('6');
    expect(
      screen.getByText('Kode og PIN skiller mellom store og små bokstaver. Koden finner du i kodebrevet.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fortsett' })).toBeTruthy();
    expect(screen.queryByText('Ugyldig kode')).toBeNull();
    expect(screen.queryByText('Ugyldig pin')).toBeNull();
  });

  it('moves on to the next box when a part is full, and from the last part to the PIN', async () => {
    const { user } = renderAccessKeyPage();
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await user.click(codeBox(1));
    await user.keyboard('AbC');
    expect(document.activeElement).toBe(codeBox(1));
    await user.keyboard('d');
    expect(document.activeElement).toBe(codeBox(2));
    await user.keyboard('EfGhJkLmNpQr');
    expect(codeValues()).toEqual(['AbCd', 'EfGh', 'JkLm', 'NpQr']);
    expect(document.activeElement).toBe(pinBox());
  });

  it('goes back to the previous box on Backspace in an empty one', async () => {
    const { user } = renderAccessKeyPage();
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await user.click(codeBox(1));
    await user.keyboard('AbCd{Backspace}{Backspace}');
    expect(document.activeElement).toBe(codeBox(1));
    expect(codeValues()).toEqual(['AbC', '', '', '']);
  });

  it.each(['AbCd EfGh JkLm NpQr', 'AbCd-EfGh-JkLm-NpQr', 'AbCdEfGhJkLmNpQr'])(
    'pasting "%s" into the first box fills all four',
    async (pasted) => {
      const { user } = renderAccessKeyPage();
      await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

      await user.click(codeBox(1));
      await user.paste(pasted);

      expect(codeValues()).toEqual(['AbCd', 'EfGh', 'JkLm', 'NpQr']);
      expect(document.activeElement).toBe(pinBox());
      expect(screen.queryByText('Ugyldig kode')).toBeNull();
    },
  );

  it('pasting part of the code into a later box fills the boxes from there on', async () => {
    const { user } = renderAccessKeyPage();
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await user.click(codeBox(3));
    await user.paste('JkLm NpQr');

    expect(codeValues()).toEqual(['', '', 'JkLm', 'NpQr']);
    expect(document.activeElement).toBe(pinBox());
  });

  it('shows "Ugyldig kode" once a part is changed and still invalid, and "Ugyldig pin" for a PIN that is not 6 digits', async () => {
    const { user } = renderAccessKeyPage();
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await user.type(codeBox(1), 'Ab');
    expect(screen.getByText('Ugyldig kode')).toBeTruthy();
    expect(codeBox(1).getAttribute('aria-invalid')).toBe('true');
    expect(codeBox(2).getAttribute('aria-invalid')).toBe('false');
    await user.type(codeBox(1), 'Cd');
    expect(screen.queryByText('Ugyldig kode')).toBeNull();

    await user.type(pinBox(), '12a456');
    expect(screen.getByText('Ugyldig pin')).toBeTruthy();
    await user.clear(pinBox());
    await user.type(pinBox(), '123456');
    expect(screen.queryByText('Ugyldig pin')).toBeNull();
  });

  it('submitting an invalid form shows the messages and sends nothing', async () => {
    const { user, server } = renderAccessKeyPage();
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await user.click(screen.getByRole('button', { name: 'Fortsett' }));

    expect(await screen.findByText('Ugyldig kode')).toBeTruthy();
    expect(screen.getByText('Ugyldig pin')).toBeTruthy();
    expect(server.requests.map((request) => request.url)).toEqual([`/api/access/checkkey/${KEY}`]);
    expect(alertsWithText()).toEqual([]);
  });
});

describe('AccessKeyPage: code and PIN', () => {
  it('the right code and PIN lead to the choice of eID, each logging in with the key', async () => {
    const answer = deferred<Response>();
    const { user, server } = renderAccessKeyPage({
      [CHECK_KEY]: true,
      [CHECK_CODE_PIN]: () => answer.promise,
    });
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Fortsett' }));

    expect(screen.getAllByText('Sjekker kode og pin..')).not.toHaveLength(0);
    expect(server.callsTo('GET', `/api/access/${CODE}/${PIN}`)).toHaveLength(1);
    answer.resolve(jsonResponse(KEY));

    expect(await screen.findByRole('heading', { level: 2, name: 'Velg elektronisk ID' })).toBeTruthy();
    expect(screen.queryAllByText('Sjekker kode og pin..')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Opprettelse av ny bruker');
    expect(screen.queryByRole('textbox')).toBeNull();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['BankID', `/api/oidc/authorize?idp=nbid&accesskey=${KEY}`],
      ['Svensk BankID', `/api/oidc/authorize?idp=sbid&accesskey=${KEY}`],
      ['MitID', `/api/oidc/authorize?idp=mitid&accesskey=${KEY}`],
    ]);
    expect(document.activeElement?.textContent).toBe(
      'Koden og PIN er godkjent. Logg inn med elektronisk ID for å opprette brukeren din.',
    );
  });

  it('compares the keys without regard to case', async () => {
    const { user } = renderAccessKeyPage({ [CHECK_KEY]: true, [CHECK_CODE_PIN]: KEY.toUpperCase() });
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Fortsett' }));

    expect((await screen.findByRole('link', { name: 'MitID' })).getAttribute('href')).toBe(
      `/api/oidc/authorize?idp=mitid&accesskey=${KEY}`,
    );
  });

  it.each([
    ['the code and PIN belong to another key', jsonResponse('z9x8c7v6b5n4m3l2k1j0h9g8')],
    ['the PIN is wrong', problemResponse(400, { title: 'Ugyldig kode eller PIN' })],
    ['there were too many tries', problemResponse(429, { title: 'For mange forsøk' })],
    ['the server fails', problemResponse(500, { title: 'Intern feil' })],
  ])('shows the red message under the form when %s', async (_case, answer) => {
    const { user } = renderAccessKeyPage({ [CHECK_KEY]: true, [CHECK_CODE_PIN]: answer });
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Fortsett' }));

    const alert = await screen.findByText('Kode/PIN kombinasjonen er ikke gyldig.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('link', { name: 'BankID' })).toBeNull();
    expect(codeValues()).toEqual(['AbCd', 'EfGh', 'JkLm', 'NpQr']);
    await waitFor(() => expect(screen.queryAllByText('Sjekker kode og pin..')).toHaveLength(0));
  });

  it('tries again after a wrong PIN, and the message goes when the next try succeeds', async () => {
    let tries = 0;
    const { user, server } = renderAccessKeyPage({
      [CHECK_KEY]: true,
      [`GET /api/access/${CODE}/654321`]: () => {
        tries += 1;
        return problemResponse(400, { title: 'Ugyldig kode eller PIN' });
      },
      [CHECK_CODE_PIN]: KEY,
    });
    await screen.findByRole('heading', { level: 1, name: 'Opprettelse av ny bruker' });

    await fillForm(user, CODE, '654321');
    await user.click(screen.getByRole('button', { name: 'Fortsett' }));
    await waitFor(() => expect(alertsWithText()).toHaveLength(1));

    await user.clear(pinBox());
    await user.type(pinBox(), PIN);
    await user.click(screen.getByRole('button', { name: 'Fortsett' }));

    expect(await screen.findByRole('link', { name: 'BankID' })).toBeTruthy();
    expect(alertsWithText()).toEqual([]);
    expect(tries).toBe(1);
    expect(server.callsTo('GET', `/api/access/${CODE}/${PIN}`)).toHaveLength(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { setScreenNarrow } from '../../../test/render.tsx';
import {
  choose,
  clickButton,
  combobox,
  DANISH_ID,
  descriptionOf,
  expectFieldError,
  fillCustomer,
  findOpenStep,
  NORWEGIAN_ID,
  renderNewCase,
  replaceText,
  SWEDISH_ID,
  textbox,
} from '../testing.tsx';

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

const heading = () => screen.getByRole('heading', { level: 1 });
const queryTextbox = (name: string) => screen.queryByRole('textbox', { name: new RegExp(`^${name}`) });
const postalLookups = (setup: ReturnType<typeof renderNewCase>) =>
  setup.server.requests.filter((request) => request.url.startsWith('/api/case/getpostalplace/'));

describe('new case, step 1 Kunde', () => {
  it('opens on the customer step of a consumer in Norway, with the national id hint and notice', async () => {
    renderNewCase();
    expect(heading().textContent).toBe('Ny sak');
    const step = await findOpenStep('Kunde');
    expect((step.getByRole('radio', { name: 'Forbruker' }) as HTMLInputElement).checked).toBe(true);
    expect(descriptionOf(textbox('Fødselsnummer'))).toBe(
      'Norsk fødselsnummer/D-nummer (11 siffer), svensk personnummer (ÅÅÅÅMMDDNNNN) eller dansk CPR-nummer ' +
        '(DDMMÅÅNNNN) Fødselsnummeret lagres kun som en hash (enveiskryptert) og kan ikke leses av Klagenemnda.',
    );
    expect(combobox('Land').textContent).toBe('Norge');
    expect(combobox('Landkode').textContent).toBe('Norge (+47)');
    expect(textbox('Adresse').tagName).toBe('INPUT');
    expect(textbox('Poststed').readOnly).toBe(true);
    await expectNoAxeViolations();
  });

  it("adds the customer's name to the title once first and last name are filled", async () => {
    const { user } = renderNewCase();
    await findOpenStep('Kunde');
    await user.type(textbox('Fornavn'), 'Ola');
    expect(heading().textContent).toBe('Ny sak');
    await user.type(textbox('Etternavn'), 'Nordmann');
    expect(heading().textContent).toBe('Ny sak - Ola Nordmann');
  });

  describe('consumer or company', () => {
    it('a company has Firma and Kontaktperson and no national id', async () => {
      const { user } = renderNewCase();
      await findOpenStep('Kunde');
      await user.click(screen.getByRole('radio', { name: 'Foretak' }));
      expect(textbox('Firma')).toBeTruthy();
      expect(textbox('Kontaktperson')).toBeTruthy();
      expect(queryTextbox('Fornavn')).toBeNull();
      expect(queryTextbox('Fødselsnummer')).toBeNull();
      await expectNoAxeViolations();
    });

    it('switching to company empties the national id and its message; back to consumer it is required again', async () => {
      const setup = renderNewCase();
      const { user } = setup;
      await findOpenStep('Kunde');
      await user.type(textbox('Fødselsnummer'), '12345678901');
      await user.tab();
      expectFieldError(textbox('Fødselsnummer'), 'Ugyldig fødselsnummer');

      await user.click(screen.getByRole('radio', { name: 'Foretak' }));
      expect(screen.queryByText('Ugyldig fødselsnummer')).toBeNull();
      await user.click(screen.getByRole('radio', { name: 'Forbruker' }));
      expect(textbox('Fødselsnummer').value).toBe('');
      expect(screen.queryByText('Ugyldig fødselsnummer')).toBeNull();

      await fillCustomer(setup, { nationalId: '' });
      await clickButton(setup, 'Neste', 'Kunde');
      await waitFor(() => expectFieldError(textbox('Fødselsnummer'), 'Fødselsnummer er et påkrevd felt'));
    });

    it('the name messages follow the kind', async () => {
      const setup = renderNewCase();
      await findOpenStep('Kunde');
      await clickButton(setup, 'Neste', 'Kunde');
      await waitFor(() => expectFieldError(textbox('Fornavn'), 'Fornavn er et påkrevd felt'));
      await setup.user.click(screen.getByRole('radio', { name: 'Foretak' }));
      await waitFor(() => expectFieldError(textbox('Firma'), 'Firma er et påkrevd felt'));
      expectFieldError(textbox('Kontaktperson'), 'Kontaktperson er et påkrevd felt');
    });
  });

  describe('country', () => {
    it('copies the country to the phone country and empties the phone', async () => {
      const { user } = renderNewCase();
      await findOpenStep('Kunde');
      await user.type(textbox('Telefon'), '91234567');
      await choose(user, 'Land', 'Sverige');
      expect(combobox('Landkode').textContent).toBe('Sverige (+46)');
      expect(textbox('Telefon').value).toBe('');
    });

    it('abroad: empties address, postal code and place, asks for the address as free text, drops postal validation', async () => {
      const setup = renderNewCase();
      const { user } = setup;
      await findOpenStep('Kunde');
      await user.type(textbox('Adresse'), 'Storgata 1');
      await user.type(textbox('Postnummer'), '12');
      await user.tab();
      expectFieldError(textbox('Postnummer'), 'Ugyldig postnummer');

      await choose(user, 'Land', 'Sverige');
      expect(textbox('Adresse').value).toBe('');
      expect(textbox('Adresse').tagName).toBe('TEXTAREA');
      expect(queryTextbox('Postnummer')).toBeNull();
      expect(queryTextbox('Poststed')).toBeNull();

      await fillCustomer(setup, { phone: '701234567', address: 'Drottninggatan 1\n111 51 Stockholm' });
      await clickButton(setup, 'Neste', 'Kunde');
      expect(await findOpenStep('Foretaks saksdetaljer')).toBeTruthy();
    });

    it('back in Norway the postal code is checked again', async () => {
      const setup = renderNewCase();
      await findOpenStep('Kunde');
      await choose(setup.user, 'Land', 'Danmark');
      await choose(setup.user, 'Land', 'Norge');
      await setup.user.type(textbox('Postnummer'), '12a');
      await setup.user.tab();
      expectFieldError(textbox('Postnummer'), 'Ugyldig postnummer');
    });
  });

  describe('postal place', () => {
    it('is looked up at four characters and follows the code', async () => {
      const setup = renderNewCase();
      const { user } = setup;
      await findOpenStep('Kunde');
      await user.type(textbox('Postnummer'), '015');
      expect(postalLookups(setup)).toHaveLength(0);
      await user.type(textbox('Postnummer'), '0');
      await waitFor(() => expect(textbox('Poststed').value).toBe('OSLO'));
      expect(postalLookups(setup).map((request) => request.url)).toEqual(['/api/case/getpostalplace/0150']);

      await user.type(textbox('Postnummer'), '{Backspace}');
      expect(textbox('Poststed').value).toBe('');
      await replaceText(user, textbox('Postnummer'), '5003');
      await waitFor(() => expect(textbox('Poststed').value).toBe('BERGEN'));
    });

    it("is emptied when the answer is 'Ugyldig postnummer'", async () => {
      const { user } = renderNewCase();
      await findOpenStep('Kunde');
      await user.type(textbox('Postnummer'), '0150');
      await waitFor(() => expect(textbox('Poststed').value).toBe('OSLO'));
      await replaceText(user, textbox('Postnummer'), '0000');
      await waitFor(() => expect(textbox('Poststed').value).toBe(''));
      expect(textbox('Postnummer').value).toBe('0000');
    });
  });

  describe('messages (spec 2 §5), each on its field', () => {
    it("'Neste' on an empty consumer shows every required message and focuses the first field", async () => {
      const setup = renderNewCase();
      await findOpenStep('Kunde');
      await clickButton(setup, 'Neste', 'Kunde');
      await waitFor(() => expectFieldError(textbox('Fornavn'), 'Fornavn er et påkrevd felt'));
      expectFieldError(textbox('Etternavn'), 'Etternavn er et påkrevd felt');
      expectFieldError(textbox('Fødselsnummer'), 'Fødselsnummer er et påkrevd felt');
      expectFieldError(textbox('Telefon'), 'Telefon er et påkrevd felt');
      expectFieldError(textbox('E-post'), 'E-post er et påkrevd felt');
      expect(document.activeElement).toBe(textbox('Fornavn'));
      expect(screen.queryByRole('region', { name: 'Foretaks saksdetaljer' })).toBeNull();
      await expectNoAxeViolations();
    });

    it.each([
      ['Fornavn', 'Fornavn kan maksimalt inneholde 100 tegn', 'x'.repeat(101)],
      ['Etternavn', 'Etternavn kan maksimalt inneholde 100 tegn', 'x'.repeat(101)],
      ['Fødselsnummer', 'Ugyldig fødselsnummer', '12345678901'],
      ['Adresse', 'Adresse kan maksimalt inneholde 200 tegn', 'x'.repeat(201)],
      ['Postnummer', 'Ugyldig postnummer', '015a'],
      ['Telefon', 'Ugyldig telefonnummer', '01234567'],
      ['Telefon', 'Ugyldig telefonnummer', '9123456'],
      ['E-post', 'Ugyldig e-postadresse', 'ola@nordmann'],
      ['E-post', 'Ugyldig e-postadresse', `${'o'.repeat(90)}@example.no`],
      ['Referanse', 'Referanse kan maksimalt inneholde 100 tegn', 'x'.repeat(101)],
    ])('%s: %s once the field is left', async (field, message, value) => {
      const { user } = renderNewCase();
      await findOpenStep('Kunde');
      await replaceText(user, textbox(field), value);
      await user.tab();
      await waitFor(() => expectFieldError(textbox(field), message));
    });

    it.each([
      ['Firma', 'Firma kan maksimalt inneholde 100 tegn'],
      ['Kontaktperson', 'Kontaktperson kan maksimalt inneholde 100 tegn'],
    ])('a company: %s too long says %s', async (field, message) => {
      const { user } = renderNewCase();
      await findOpenStep('Kunde');
      await user.click(screen.getByRole('radio', { name: 'Foretak' }));
      await replaceText(user, textbox(field), 'x'.repeat(101));
      await user.tab();
      await waitFor(() => expectFieldError(textbox(field), message));
    });

    it('a phone abroad may have up to 20 digits', async () => {
      const { user } = renderNewCase();
      await findOpenStep('Kunde');
      await choose(user, 'Landkode', 'Sverige (+46)');
      await replaceText(user, textbox('Telefon'), '1'.repeat(20));
      await user.tab();
      expect(textbox('Telefon').getAttribute('aria-invalid')).toBe('false');
      await replaceText(user, textbox('Telefon'), '1'.repeat(21));
      await waitFor(() => expectFieldError(textbox('Telefon'), 'Ugyldig telefonnummer'));
    });

    it.each([
      ['a Norwegian national id', NORWEGIAN_ID],
      ['a Swedish personnummer', SWEDISH_ID],
      ['a Danish CPR number', DANISH_ID],
    ])('accepts %s', async (_kind, nationalId) => {
      const setup = renderNewCase();
      await findOpenStep('Kunde');
      await fillCustomer(setup, { nationalId });
      await clickButton(setup, 'Neste', 'Kunde');
      expect(await findOpenStep('Foretaks saksdetaljer')).toBeTruthy();
    });
  });
});

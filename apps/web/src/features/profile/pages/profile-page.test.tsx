import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferred, stubFetch } from '../../../test/fake-server.ts';
import {
  jsonResponse,
  KARI_CLERK_ID,
  makeCompanyClerk,
  makeConfig,
  profileSeenAt,
  roleOfLevel,
} from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const ANNE_ID = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
const OLA_ID = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a';

const anne = makeCompanyClerk(5, {
  Id: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9b',
  ClerkId: ANNE_ID,
  DisplayName: 'Anne Admin',
  Email: 'anne@fjordbanken.example',
  Clerk: { FirstName: 'Anne', LastName: 'Admin' },
});
const ola = makeCompanyClerk(2, {
  Id: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c',
  ClerkId: OLA_ID,
  DisplayName: 'Ola Ekstern',
  Clerk: { FirstName: 'Ola', LastName: 'Ekstern' },
});

interface Setup {
  viewerLevel: number;
  /** The profile shown; Kari's own at the viewer's level unless given. */
  clerk?: CompanyClerk;
  saveAnswer?: (body: unknown) => unknown;
  path?: string;
}

function renderProfile({ viewerLevel, clerk = makeCompanyClerk(viewerLevel), saveAnswer, path }: Setup) {
  const server = stubFetch({
    [`GET /api/clerk/${clerk.ClerkId}`]: profileSeenAt(viewerLevel, clerk),
    // The server answers the whole clerk: the saved settings over what it had (the payload's Clerk has no Consent).
    'PUT /api/clerk': (request) => {
      const saved = request.body as Partial<CompanyClerk>;
      const profile = profileSeenAt(viewerLevel, clerk);
      return (
        saveAnswer?.(request.body) ?? { ...profile, ...saved, Clerk: { ...profile.Clerk, ...saved.Clerk } }
      );
    },
    'GET /api/config': makeConfig(viewerLevel),
  });
  const own = clerk.ClerkId === KARI_CLERK_ID;
  const app = renderWithApp(
    <>
      <ProfilePage />
      <Link to="/incidents">Saker</Link>
    </>,
    {
      path: path ?? (own ? '/profile' : `/profile/${clerk.ClerkId}`),
      routePath: own ? '/profile' : '/profile/:userId',
      config: makeConfig(viewerLevel),
      withOverlays: true,
    },
  );
  return { ...app, server, user: userEvent.setup() };
}

const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Lagre' });
const loaded = () => screen.findByRole('heading', { level: 1 });

async function choose(user: ReturnType<typeof userEvent.setup>, selectName: string, option: string) {
  await user.click(select(selectName));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('profile page', () => {
  it('loads the own profile behind the spinner and shows every field', async () => {
    const answer = deferred<Response>();
    stubFetch({ [`GET /api/clerk/${KARI_CLERK_ID}`]: () => answer.promise });
    renderWithApp(<ProfilePage />, {
      path: '/profile',
      routePath: '/profile',
      config: makeConfig(1),
      withOverlays: true,
    });
    expect(screen.getAllByText('Vennligst vent, henter bruker..')).not.toHaveLength(0);

    answer.resolve(jsonResponse(profileSeenAt(1, makeCompanyClerk(1))));
    expect((await loaded()).textContent).toBe('Kari Nordmann');
    expect(screen.queryAllByText('Vennligst vent, henter bruker..')).toHaveLength(0);
    expect(field('Fornavn').value).toBe('Kari');
    expect(field('Etternavn').value).toBe('Nordmann');
    expect(field('E-post').value).toBe('kari@fjordbanken.example');
    expect(screen.getByText('Flere e-postadresser skilles med komma')).toBeTruthy();
    expect(select('Landkode').textContent).toBe('Norge (+47)');
    expect(field('Telefon').value).toBe('92345678');
    expect(field('Foretak').value).toBe('Fjordbanken ASA');
    expect(field('Foretak').disabled).toBe(true);
    expect(select('Rolle').textContent).toBe('Saksbehandler');
    expect(checkbox('Motta varsel om ny tildelt sak').checked).toBe(true);
    expect(checkbox('Motta varsel om ny post').checked).toBe(false);
    expect(saveButton()).toBeTruthy();
  });

  it('offers Norway, Sweden and Denmark with their first calling code', async () => {
    const { user } = renderProfile({ viewerLevel: 1 });
    await loaded();
    await user.click(select('Landkode'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Norge (+47)',
      'Sverige (+46)',
      'Danmark (+45)',
    ]);
  });
});

describe('a profile that cannot be shown', () => {
  it.each([
    [404, 'Fant ikke brukeren', 'Fant ikke brukeren.'],
    [403, 'Du har ikke tilgang til å se denne brukeren', 'Du har ikke tilgang til å se denne brukeren'],
  ])('answers %i: says so under the page heading', async (status, title, shown) => {
    stubFetch({ [`GET /api/clerk/${OLA_ID}`]: jsonResponse({ title, status }, status) });
    renderWithApp(<ProfilePage />, {
      path: `/profile/${OLA_ID}`,
      routePath: '/profile/:userId',
      config: makeConfig(1),
    });
    expect((await loaded()).textContent).toBe('Profil');
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
  });
});

describe('notification checkboxes', () => {
  it('are false and disabled while the e-mail is empty, and enabled again with an address', async () => {
    const { user } = renderProfile({ viewerLevel: 1 });
    await loaded();
    expect(checkbox('Motta varsel om ny tildelt sak').checked).toBe(true);

    expect(checkbox('Motta varsel før forfall').checked).toBe(true);

    await user.clear(field('E-post'));
    for (const name of [
      'Motta varsel om ny tildelt sak',
      'Motta varsel om ny post',
      'Motta varsel før forfall',
    ]) {
      expect(checkbox(name).checked).toBe(false);
      expect(checkbox(name).disabled).toBe(true);
    }

    await user.type(field('E-post'), 'kari@fjordbanken.example');
    expect(checkbox('Motta varsel om ny tildelt sak').disabled).toBe(false);
    expect(checkbox('Motta varsel om ny tildelt sak').checked).toBe(false);
    await user.click(checkbox('Motta varsel om ny tildelt sak'));
    expect(checkbox('Motta varsel om ny tildelt sak').checked).toBe(true);
  });

  it('start false and disabled for a clerk who has no e-mail', async () => {
    renderProfile({ viewerLevel: 1, clerk: makeCompanyClerk(1, { Email: null, NotifyOnNewCases: true }) });
    await loaded();
    expect(checkbox('Motta varsel om ny tildelt sak').checked).toBe(false);
    expect(checkbox('Motta varsel om ny tildelt sak').disabled).toBe(true);
    expect(checkbox('Motta varsel om ny post').disabled).toBe(true);
    expect(checkbox('Motta varsel før forfall').checked).toBe(false);
    expect(checkbox('Motta varsel før forfall').disabled).toBe(true);
  });

  it('sends Motta varsel før forfall as the clerk leaves it', async () => {
    const { user, server } = renderProfile({ viewerLevel: 1 });
    await loaded();
    await user.click(checkbox('Motta varsel før forfall'));
    await user.click(saveButton());
    await screen.findByText('Brukeren er oppdatert');
    expect(server.callsTo('PUT', '/api/clerk')[0]?.body).toMatchObject({ NotifyBeforeDue: false });
    expect(checkbox('Motta varsel før forfall').checked).toBe(false);
  });
});

describe('who may change what', () => {
  it.each([1, 2, 3])('level %i sees another clerk read-only, without Lagre', async (viewerLevel) => {
    renderProfile({ viewerLevel, clerk: ola });
    expect((await loaded()).textContent).toBe('Ola Ekstern');
    for (const name of ['Fornavn', 'Etternavn', 'E-post', 'Telefon']) expect(field(name).disabled).toBe(true);
    expect(select('Landkode').getAttribute('aria-disabled')).toBe('true');
    expect(select('Rolle').getAttribute('aria-disabled')).toBe('true');
    expect(checkbox('Motta varsel om ny tildelt sak').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
  });

  it('the own role cannot be changed, with the hint', async () => {
    renderProfile({ viewerLevel: 5 });
    await loaded();
    expect(field('Fornavn').disabled).toBe(false);
    expect(select('Rolle').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Du kan ikke endre rolle på deg selv')).toBeTruthy();
  });

  it('level 4 sees a level 5 clerk read-only, e-mail and phone too, with the hint', async () => {
    renderProfile({ viewerLevel: 4, clerk: anne });
    await loaded();
    for (const name of ['Fornavn', 'Etternavn', 'E-post', 'Telefon']) expect(field(name).disabled).toBe(true);
    expect(select('Landkode').getAttribute('aria-disabled')).toBe('true');
    expect(select('Rolle').getAttribute('aria-disabled')).toBe('true');
    expect(checkbox('Motta varsel om ny tildelt sak').disabled).toBe(true);
    expect(
      screen.getByText('Anne har flere tilganger enn deg. Du kan se denne profilen, men ikke endre den.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
  });

  it.each([4, 5])(
    'level %i edits another clerk’s membership, but sees the name read-only with the hint and saves it unchanged',
    async (viewerLevel) => {
      const { user, server } = renderProfile({ viewerLevel, clerk: ola });
      await loaded();
      for (const name of ['Fornavn', 'Etternavn']) {
        expect(field(name).disabled).toBe(true);
        const description = document.getElementById(field(name).getAttribute('aria-describedby') ?? '');
        expect(description?.textContent).toBe('Navnet kan bare endres av brukeren selv.');
      }
      expect(field('E-post').disabled).toBe(false);
      expect(screen.getAllByText('Navnet kan bare endres av brukeren selv.')).toHaveLength(1);

      await user.clear(field('Telefon'));
      await user.type(field('Telefon'), '41234567');
      await user.click(saveButton());
      await screen.findByText('Brukeren er oppdatert');
      expect(server.callsTo('PUT', '/api/clerk')[0]?.body).toMatchObject({
        ClerkId: OLA_ID,
        Phone: '41234567',
        Clerk: { Id: OLA_ID, FirstName: 'Ola', LastName: 'Ekstern' },
      });
    },
  );

  it('the own name stays editable, without the hint', async () => {
    renderProfile({ viewerLevel: 5 });
    await loaded();
    expect(field('Fornavn').disabled).toBe(false);
    expect(field('Etternavn').disabled).toBe(false);
    expect(screen.queryByText('Navnet kan bare endres av brukeren selv.')).toBeNull();
  });

  it('level 4 changes the role of a lower clerk, choosing among roles up to its own level', async () => {
    const { user } = renderProfile({ viewerLevel: 4, clerk: ola });
    await loaded();
    expect(select('Rolle').getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(/Du kan ikke endre rolle|har flere tilganger enn deg/)).toBeNull();
    await user.click(select('Rolle'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Saksbehandler',
      'Ekstern saksbehandler',
      'Superbruker',
      'Brukeradministrator',
    ]);
  });
});

describe('validation', () => {
  it('shows each message once the field is changed, and blocks saving', async () => {
    const { user, server } = renderProfile({ viewerLevel: 1 });
    await loaded();
    expect(screen.queryByText(/påkrevd|ugyldig/i)).toBeNull();

    await user.clear(field('Fornavn'));
    await user.clear(field('Etternavn'));
    await user.clear(field('E-post'));
    await user.type(field('E-post'), 'kari@fjordbanken.example, ikke-en-adresse');
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '0123');

    expect(screen.getByText('Fornavn er et påkrevd felt')).toBeTruthy();
    expect(screen.getByText('Etternavn er et påkrevd felt')).toBeTruthy();
    expect(screen.getByText('En eller flere e-postadresser er ugyldig')).toBeTruthy();
    expect(screen.getByText('Ugyldig telefonnummer')).toBeTruthy();

    await user.click(saveButton());
    expect(server.callsTo('PUT', '/api/clerk')).toHaveLength(0);
  });

  it('checks the phone again when the country changes', async () => {
    const { user } = renderProfile({ viewerLevel: 1 });
    await loaded();
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '701234567');
    expect(screen.getByText('Ugyldig telefonnummer')).toBeTruthy();

    await choose(user, 'Landkode', 'Sverige (+46)');
    await waitFor(() => expect(screen.queryByText('Ugyldig telefonnummer')).toBeNull());

    await choose(user, 'Landkode', 'Norge (+47)');
    expect(await screen.findByText('Ugyldig telefonnummer')).toBeTruthy();
  });

  it('says Ugyldig telefonnummer, and nothing about length, for a foreign number of 21 digits', async () => {
    const { user } = renderProfile({ viewerLevel: 1 });
    await loaded();
    await choose(user, 'Landkode', 'Sverige (+46)');
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '1'.repeat(21));
    expect(await screen.findByText('Ugyldig telefonnummer')).toBeTruthy();
    expect(screen.queryByText(/maksimalt/)).toBeNull();
  });

  it('shows errors of untouched fields when saving is tried, and sends nothing', async () => {
    const { user, server } = renderProfile({
      viewerLevel: 1,
      clerk: makeCompanyClerk(1, { Phone: '123' }),
    });
    await loaded();
    expect(screen.queryByText('Ugyldig telefonnummer')).toBeNull();

    await user.click(saveButton());

    expect(await screen.findByText('Ugyldig telefonnummer')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/clerk')).toHaveLength(0);
  });
});

describe('saving', () => {
  it('sends the clerk settings payload, shows the spinner and the snackbar, and leaves the form pristine', async () => {
    const answer = deferred<void>();
    const kari = makeCompanyClerk(1);
    const { user, server } = renderProfile({
      viewerLevel: 1,
      clerk: kari,
      saveAnswer: async (body) => {
        await answer.promise;
        return { ...profileSeenAt(1, kari), Phone: (body as { Phone: string }).Phone };
      },
    });
    await loaded();

    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '41234567');
    await user.click(checkbox('Motta varsel om ny post'));
    await user.click(saveButton());

    expect(await screen.findAllByText('Vennligst vent, lagrer innstillinger..')).not.toHaveLength(0);
    expect(server.callsTo('PUT', '/api/clerk').map((call) => call.body)).toEqual([
      {
        Id: kari.Id,
        ClerkId: KARI_CLERK_ID,
        CompanyGuid: kari.CompanyGuid,
        Email: 'kari@fjordbanken.example',
        NotifyOnNewCases: true,
        NotifyOnNewPosts: true,
        NotifyBeforeDue: true,
        NotifyOnMention: true,
        NotifyOnApproval: true,
        Phone: '41234567',
        PhoneCountryCode: 'NO',
        RoleId: roleOfLevel(1).Id,
        AccessRole: { Name: 'Saksbehandler', AccessLevel: 1 },
        Clerk: { Id: KARI_CLERK_ID, FirstName: 'Kari', LastName: 'Nordmann' },
      },
    ]);

    answer.resolve();
    expect(await screen.findByText('Brukeren er oppdatert')).toBeTruthy();
    expect(screen.queryAllByText('Vennligst vent, lagrer innstillinger..')).toHaveLength(0);
    expect(field('Telefon').value).toBe('41234567');

    // Pristine again: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Saker' }));
    expect(await screen.findByRole('heading', { name: 'Annen side' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends empty texts as null and the chosen role with its level', async () => {
    const { user, server } = renderProfile({ viewerLevel: 5, clerk: ola });
    await loaded();
    await user.clear(field('E-post'));
    await user.clear(field('Telefon'));
    await choose(user, 'Rolle', 'Superbruker');
    await user.click(saveButton());

    await screen.findByText('Brukeren er oppdatert');
    expect(server.callsTo('PUT', '/api/clerk')[0]?.body).toMatchObject({
      ClerkId: OLA_ID,
      Email: null,
      Phone: null,
      NotifyOnNewCases: false,
      NotifyOnNewPosts: false,
      NotifyBeforeDue: false,
      RoleId: roleOfLevel(3).Id,
      AccessRole: { Name: 'Superbruker', AccessLevel: 3 },
    });
  });

  it('puts the server’s field messages on the fields', async () => {
    const { user } = renderProfile({
      viewerLevel: 1,
      saveAnswer: () =>
        jsonResponse(
          { title: 'Ugyldige verdier', status: 400, errors: { 'Clerk.FirstName': ['Fornavn er for langt'] } },
          400,
        ),
    });
    await loaded();
    await user.click(saveButton());
    expect(await screen.findByText('Fornavn er for langt')).toBeTruthy();
    expect(screen.queryByText('Brukeren er oppdatert')).toBeNull();
  });

  it('shows the server’s title when it refuses a role change', async () => {
    const { user } = renderProfile({
      viewerLevel: 4,
      clerk: ola,
      saveAnswer: () =>
        jsonResponse({ title: 'Du kan ikke gi en rolle over ditt eget nivå', status: 403 }, 403),
    });
    await loaded();
    await user.click(saveButton());
    expect(await screen.findByText('Du kan ikke gi en rolle over ditt eget nivå')).toBeTruthy();
  });
});

describe('leave guard', () => {
  it('asks Forlate siden? with unsaved changes; Avbryt stays, OK leaves', async () => {
    const { user, router } = renderProfile({ viewerLevel: 1 });
    await loaded();
    await user.type(field('Etternavn'), '-Hansen');

    await user.click(screen.getByRole('link', { name: 'Saker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    expect(dialog.textContent).toContain(
      'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');

    await user.click(screen.getByRole('link', { name: 'Saker' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
  });
});

import { API_KEY_SCOPES } from '@foretaksportalen/shared/contract/provider/api-key';
import { createApiKeyService } from '../../modules/api-key/index.ts';
import { type AdminCommand, UsageError } from '../admin-command.ts';
import { osloDateTime } from '../admin-format.ts';

const service = (db: Parameters<typeof createApiKeyService>[0]['db']) =>
  createApiKeyService({ db, clock: () => new Date() });

const createOptions = { name: { type: 'string' }, scopes: { type: 'string' } } as const;

/** A new key of the provider API, printed once. */
export const apiKeyCreate: AdminCommand<typeof createOptions, 'name' | 'scopes'> = {
  name: 'api-key create',
  summary: 'Lager en API-nøkkel til klagenemndas system (provider-API-et) og skriver den ut én gang',
  help: `Lager en nøkkel til API-et under /api/provider/v1 og skriver den ut. Portalen lagrer bare en hash av
nøkkelen, så den kan ikke vises igjen: ta vare på den nå. Nøkkelen brukes som
  Authorization: Bearer fpk_…

Valg:
  --name <navn>                Et navn som sier hvilket system som bruker nøkkelen (vises i revisjonsloggen)
  --scopes <tilganger>         Kommaseparert blant ${API_KEY_SCOPES.join(', ')}:
                                 companies  foretak, første administrator og tilgangsnøkler
                                 cases      saker, brev, endringsstrømmen og dokumenter
                                 content    innholdselementer (samtykke, velkomst, FAQ, nyhetsbanner)`,
  options: createOptions,
  required: ['name', 'scopes'],

  async run(values, { db, print }) {
    const scopes = values.scopes
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean);
    const { key, apiKey } = await service(db).createApiKey({ name: values.name, scopes });
    print(
      [
        `API-nøkkel «${apiKey.name}» laget med tilgangene ${apiKey.scopes.join(', ')} (id ${apiKey.id}).`,
        '',
        `Nøkkel: ${key}`,
        '',
        'Nøkkelen vises bare nå; portalen lagrer den ikke i klartekst.',
      ].join('\n'),
    );
  },
};

/** Every key with its state; never the keys themselves. */
export const apiKeyList: AdminCommand<Record<string, never>> = {
  name: 'api-key list',
  summary: 'Viser API-nøklene: navn, starten av nøkkelen, tilganger, sist brukt og om de er trukket tilbake',
  help: 'Viser alle API-nøklene til provider-API-et. Selve nøklene vises aldri, bare de første tegnene.',
  options: {},
  required: [],

  async run(_values, { db, print }) {
    const keys = await service(db).listApiKeys();
    if (keys.length === 0) {
      print('Ingen API-nøkler. Lag en med: npm run admin -- api-key create --name … --scopes …');
      return;
    }
    const rows = keys.map((key) => [
      key.name,
      `${key.keyPrefix}…`,
      key.scopes.join(','),
      osloDateTime.format(key.createdAt),
      key.lastUsedAt ? osloDateTime.format(key.lastUsedAt) : 'aldri',
      key.revokedAt ? `trukket tilbake ${osloDateTime.format(key.revokedAt)}` : 'aktiv',
      key.id,
    ]);
    const header = ['Navn', 'Nøkkel', 'Tilganger', 'Laget', 'Sist brukt', 'Status', 'Id'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd();
    print([line(header), ...rows.map(line)].join('\n'));
  },
};

const revokeOptions = { name: { type: 'string' }, id: { type: 'string' } } as const;

/** Stops a key from working, at once. */
export const apiKeyRevoke: AdminCommand<typeof revokeOptions> = {
  name: 'api-key revoke',
  summary: 'Trekker tilbake en API-nøkkel, så den slutter å virke med én gang',
  help: `Trekker tilbake en aktiv API-nøkkel. Et system som bruker den, får 401 fra neste kall.

Valg (ett av dem):
  --name <navn>                Navnet på den aktive nøkkelen
  --id <id>                    Id-en til nøkkelen (fra api-key list)`,
  options: revokeOptions,
  required: [],

  check(values) {
    if ((values.name === undefined) === (values.id === undefined)) {
      throw new UsageError('Oppgi enten --name eller --id.');
    }
  },

  async run(values, { db, print }) {
    const which = values.id !== undefined ? { id: values.id } : { name: values.name ?? '' };
    const revoked = await service(db).revokeApiKey(which);
    print(`API-nøkkel «${revoked.name}» (id ${revoked.id}) er trukket tilbake.`);
  },
};

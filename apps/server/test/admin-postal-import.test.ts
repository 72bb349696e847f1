import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bringPostalRegister } from '../src/db/bring-postal-register.ts';
import type { Database } from '../src/db/client.ts';
import { auditLog, postalPlaces } from '../src/db/schema.ts';
import { seedConfiguration } from '../src/db/seed.ts';
import { type AdminCli, adminCli } from './helpers/admin-cli.ts';
import { asClerk, sessionFor } from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';

const fixture = (name: string) =>
  path.resolve(import.meta.dirname, 'fixtures/postal-register', `${name}.txt`);

/** What bring-ansi.txt says: postal code to place. */
const ANSI_REGISTER = {
  '0001': 'OSLO',
  '0150': 'OSLO',
  '1306': 'BÆRUM POSTTERMINAL',
  '1311': 'HØVIKODDEN',
  '1332': 'ØSTERÅS',
  '2099': 'GARDERMOEN NORD',
  '3440': 'RØYKEN',
  '4330': 'ÅLGÅRD',
  '5003': 'BERGEN',
  '9170': 'LONGYEARBYEN',
};

/** What bring-utf8.txt says: a later register, with 2061 added, 1306 renamed and 3440 gone. */
const UTF8_REGISTER = {
  '0001': 'OSLO',
  '0150': 'OSLO',
  '1306': 'SANDVIKA',
  '1311': 'HØVIKODDEN',
  '1332': 'ØSTERÅS',
  '2061': 'GARDERMOEN',
  '2099': 'GARDERMOEN NORD',
  '4330': 'ÅLGÅRD',
  '5003': 'BERGEN',
  '9170': 'LONGYEARBYEN',
};

async function registerIn(db: Database) {
  const rows = await db.select().from(postalPlaces).orderBy(asc(postalPlaces.postalCode));
  return Object.fromEntries(rows.map((row) => [row.postalCode, row.place]));
}

const importAudits = (db: Database) =>
  db.select().from(auditLog).where(eq(auditLog.action, 'postal-register.imported')).orderBy(asc(auditLog.id));

/** What the new-case wizard's postal lookup answers a logged-in clerk for each code. */
async function lookUpInPortal(db: Database, codes: string[]) {
  const config = testConfig();
  const clock = () => new Date();
  const app = await buildApp(config, { db, clock });
  try {
    const kari = await sessionFor({ app, db, config, clock }, 'kari');
    const answers: Record<string, string> = {};
    for (const code of codes) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/case/getpostalplace/${code}`,
        ...asClerk(kari, config),
      });
      expect(response.statusCode).toBe(200);
      answers[code] = response.body;
    }
    return answers;
  } finally {
    await app.close();
  }
}

describe('npm run admin -- postal import', () => {
  let cli: AdminCli;

  beforeAll(async () => {
    cli = await adminCli();
  });
  afterAll(() => cli.dispose());

  it('replaces the packaged register with Bring’s ANSI file, which the portal then looks places up in', async () => {
    const packaged = Object.keys(bringPostalRegister).length;
    expect(await cli.withDatabase(async (db) => Object.keys(await registerIn(db)).length)).toBe(packaged);

    const result = await cli.run('postal', 'import', '--file', fixture('bring-ansi'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // 1306 is SANDVIKA in the package, and 2099 is not there: the other 8 codes stay, the rest go. 2099 has
    // category K, which Bring's guide does not describe: read like the others, and named.
    expect(result.stdout).toBe(
      'Postnummerregisteret er byttet ut med «bring-ansi.txt» (Windows-1252): 10 postnumre.\n' +
        `Lagt til: 1. Endret poststed: 1. Fjernet: ${packaged - 9}.\n` +
        'Kategorier som Brings veiledning ikke beskriver: K (1 postnummer).\n',
    );

    await cli.withDatabase(async (db) => {
      expect(await registerIn(db)).toEqual(ANSI_REGISTER);
      expect(await importAudits(db)).toMatchObject([
        {
          actorPersonId: null,
          details: {
            file: 'bring-ansi.txt',
            encoding: 'Windows-1252',
            total: 10,
            added: 1,
            changed: 1,
            removed: packaged - 9,
          },
        },
      ]);
      const lookUp = ['1332', '1306', '2099', '4330', '0150', '1450'];
      const expected = {
        '1332': 'ØSTERÅS',
        '1306': 'BÆRUM POSTTERMINAL',
        '2099': 'GARDERMOEN NORD',
        '4330': 'ÅLGÅRD',
        '0150': 'OSLO',
        '1450': 'Ugyldig postnummer',
      };
      expect(await lookUpInPortal(db, lookUp)).toEqual(expected);

      // A restart seeds the configuration again: the imported register stays the one the portal uses.
      await seedConfiguration(db);
      expect(await registerIn(db)).toEqual(ANSI_REGISTER);
      expect(await lookUpInPortal(db, lookUp)).toEqual(expected);
    });
  });

  it('keeps the imported register through a demo reset', async () => {
    const reset = await cli.run('demo', 'reset', '--yes');
    expect(reset.code).toBe(0);
    await cli.withDatabase(async (db) => {
      expect(await registerIn(db)).toEqual(ANSI_REGISTER);
      expect(await lookUpInPortal(db, ['1306', '1450'])).toEqual({
        '1306': 'BÆRUM POSTTERMINAL',
        '1450': 'Ugyldig postnummer',
      });
    });
  });

  it('reads the UTF-8 variant and counts what changed since the last import', async () => {
    const result = await cli.run('postal', 'import', '--file', fixture('bring-utf8'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Postnummerregisteret er byttet ut med «bring-utf8.txt» (UTF-8): 10 postnumre.\n' +
        'Lagt til: 1. Endret poststed: 1. Fjernet: 1.\n',
    );
    await cli.withDatabase(async (db) => {
      expect(await registerIn(db)).toEqual(UTF8_REGISTER);
      expect((await importAudits(db)).at(-1)?.details).toEqual({
        file: 'bring-utf8.txt',
        encoding: 'UTF-8',
        total: 10,
        added: 1,
        changed: 1,
        removed: 1,
      });
      expect(await lookUpInPortal(db, ['1306', '2061', '3440'])).toEqual({
        '1306': 'SANDVIKA',
        '2061': 'GARDERMOEN',
        '3440': 'Ugyldig postnummer',
      });
    });
  });

  it('refuses a file with bad lines, naming each line, and changes nothing', async () => {
    const before = await cli.withDatabase(async (db) => ({
      register: await registerIn(db),
      audits: (await importAudits(db)).length,
    }));

    const result = await cli.run('postal', 'import', '--file', fixture('bring-broken'));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      [
        'Feil: Filen er ikke Brings postnummerregister: 5 av 10 linjer er feil. Ingenting er endret.',
        '  - Linje 3: postnummeret «12A4» er ikke fire sifre',
        '  - Linje 5: postnummeret 0160 mangler poststed',
        '  - Linje 6: kategorien «GP» er ikke én stor bokstav (Brings er B, F, G, P, S)',
        '  - Linje 8: postnummeret 0150 står også på linje 1',
        '  - Linje 9: har 1 felt, men skal ha 5 skilt med tabulator ' +
          '(postnummer, poststed, kommunenummer, kommunenavn, kategori)',
        '',
      ].join('\n'),
    );

    await cli.withDatabase(async (db) => {
      expect(await registerIn(db)).toEqual(before.register);
      expect((await importAudits(db)).length).toBe(before.audits);
    });
  });

  it.each([
    ['a file that is not there', ['--file', fixture('no-such-register')], 'Fant ikke filen «'],
    ['a folder instead of a file', ['--file', path.dirname(fixture('bring-ansi'))], 'Fant ikke filen «'],
    ['no --file', [], 'Mangler --file.'],
  ])('exits with 2 on %s', async (_case, args, message) => {
    const result = await cli.run('postal', 'import', ...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Bruk: npm run admin -- postal import --file … [valg]');
  });

  it('explains the file it takes in its help', async () => {
    const help = await cli.run('postal', 'import', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Bruk: npm run admin -- postal import --file … [valg]');
    expect(help.stdout).toContain('--file <fil>');
    expect(help.stdout).toContain('UTF-8 eller Windows-1252 (ANSI)');
    for (const category of ['B  både gateadresser og postbokser', 'S  servicepostnummer', 'andre (som K)']) {
      expect(help.stdout).toContain(category);
    }
    expect((await cli.run('--help')).stdout).toMatch(/^ {2}postal import +Leser inn en ny utgave av Brings/m);
  });
});

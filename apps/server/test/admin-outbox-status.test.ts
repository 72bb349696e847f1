import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDateTime } from '../src/admin/admin-format.ts';
import { outbox } from '../src/db/schema.ts';
import { retryDelaySeconds } from '../src/modules/outbox/index.ts';
import { type AdminCli, adminCli } from './helpers/admin-cli.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RECIPIENT = 'kari.nordmann@eksempelbank.no';
const SUBJECT = 'Ny sak EB-2026-0042 er tildelt deg';
const BODY = 'Klageren Ola Klagesen har sendt et nytt brev';

/** A message whose last attempt (its attempts-th) failed at `failedAt`, as the sender leaves it. */
const failed = (failedAt: Date, attempts: number, lastError: string) => ({
  attempts,
  lastError,
  nextAttemptAt: new Date(failedAt.getTime() + retryDelaySeconds(attempts) * 1000),
});

describe('npm run admin -- outbox status', () => {
  let cli: AdminCli;
  // Taken when the messages go in, right before the commands read the wall clock: taken when the file is
  // collected, a slow setup could age the messages by a minute more than the figures expect.
  let now: Date;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  let oldestCreatedAt: Date;
  let lastFailureAt: Date;

  beforeAll(async () => {
    cli = await adminCli();
  });
  afterAll(() => cli.dispose());

  it('says the outbox is empty', async () => {
    const text = await cli.run('outbox', 'status');
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(
      [
        'E-post i utboksen',
        '  Venter på sending:      0',
        '  Av dem med feil:        0',
        '  Sendt siste 24 timer:   0',
        '  Eldste ventende:        ingen',
        '  Siste feil:             ingen',
        '',
      ].join('\n'),
    );
    const json = await cli.run('outbox', 'status', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      waiting: 0,
      failing: 0,
      sentLast24Hours: 0,
      oldestWaiting: null,
      lastError: null,
    });
  });

  describe('with mail waiting, failing and sent', () => {
    beforeAll(async () => {
      now = new Date();
      oldestCreatedAt = ago(3 * HOUR + 5 * MINUTE);
      lastFailureAt = ago(5 * MINUTE);
      const message = { to: RECIPIENT, subject: SUBJECT, text: BODY };
      await cli.withDatabase((db) =>
        db.insert(outbox).values([
          { ...message, createdAt: oldestCreatedAt, nextAttemptAt: oldestCreatedAt },
          { ...message, createdAt: ago(10 * MINUTE), nextAttemptAt: ago(10 * MINUTE) },
          {
            ...message,
            createdAt: ago(HOUR),
            ...failed(ago(20 * MINUTE), 3, 'Greeting never received'),
          },
          {
            ...message,
            createdAt: ago(30 * MINUTE),
            ...failed(lastFailureAt, 2, `550 5.1.1 <${RECIPIENT}>: Recipient address rejected`),
          },
          { ...message, createdAt: ago(2 * HOUR), sentAt: ago(HOUR) },
          { ...message, createdAt: ago(23 * HOUR), sentAt: ago(23 * HOUR) },
          // Sent after a failure a minute ago: its error is over, so it is not the last error.
          {
            ...message,
            createdAt: ago(2 * MINUTE),
            sentAt: ago(30_000),
            ...failed(ago(MINUTE), 1, 'Timeout'),
          },
          { ...message, createdAt: ago(26 * HOUR), sentAt: ago(25 * HOUR) },
        ]),
      );
    });

    it('counts them, with the oldest waiting message’s age and the last error, and nothing of their contents', async () => {
      const result = await cli.run('outbox', 'status');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(
        [
          'E-post i utboksen',
          '  Venter på sending:      4',
          '  Av dem med feil:        2',
          '  Sendt siste 24 timer:   3',
          `  Eldste ventende:        3 t 5 min gammel (lagt i utboksen ${osloDateTime.format(oldestCreatedAt)})`,
          `  Siste feil:             ${osloDateTime.format(lastFailureAt)}, forsøk 2: ` +
            '550 5.1.1 <e-postadresse>: Recipient address rejected',
          '',
        ].join('\n'),
      );
      for (const personal of ['kari.nordmann', SUBJECT, BODY]) expect(result.stdout).not.toContain(personal);
    });

    it('answers the same as JSON with --json', async () => {
      const result = await cli.run('outbox', 'status', '--json');
      expect(result.code).toBe(0);
      const status = JSON.parse(result.stdout);
      expect(status).toEqual({
        waiting: 4,
        failing: 2,
        sentLast24Hours: 3,
        oldestWaiting: { createdAt: oldestCreatedAt.toISOString(), ageSeconds: expect.any(Number) },
        lastError: {
          at: lastFailureAt.toISOString(),
          attempts: 2,
          message: '550 5.1.1 <e-postadresse>: Recipient address rejected',
        },
      });
      const ageSeconds = (Date.now() - oldestCreatedAt.getTime()) / 1000;
      expect(status.oldestWaiting.ageSeconds).toBeGreaterThanOrEqual(3 * 3600 + 5 * 60);
      expect(status.oldestWaiting.ageSeconds).toBeLessThanOrEqual(ageSeconds);
      for (const personal of ['kari.nordmann', SUBJECT, BODY]) expect(result.stdout).not.toContain(personal);
    });
  });

  it('explains its figures and --json in its help', async () => {
    const help = await cli.run('outbox', 'status', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Bruk: npm run admin -- outbox status [valg]');
    expect(help.stdout).toContain('--json');
    expect(help.stdout).toContain('Mottakere, emner og innhold vises ikke');
    expect((await cli.run('--help')).stdout).toMatch(/^ {2}outbox status +Viser hvor mange e-poster/m);
  });
});

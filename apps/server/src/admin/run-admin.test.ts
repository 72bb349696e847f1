import { describe, expect, it } from 'vitest';
import { COMMANDS, runAdmin } from './run-admin.ts';

/** Runs the command line in this process; these cases end before a database is opened. */
async function admin(...argv: string[]) {
  const output = { out: [] as string[], err: [] as string[] };
  const code = await runAdmin(argv, {
    out: (text) => output.out.push(text),
    err: (text) => output.err.push(text),
  });
  return { code, stdout: output.out.join('\n'), stderr: output.err.join('\n') };
}

describe('the admin command line’s help', () => {
  it('lists every command with its summary and the exit codes', async () => {
    const help = await admin('--help');
    expect(help.code).toBe(0);
    expect(help.stderr).toBe('');
    const rows = help.stdout.split('\n').map((line) => line.trim().replace(/ {2,}/g, '  '));
    for (const command of COMMANDS) expect(rows).toContain(`${command.name}  ${command.summary}`);
    expect(help.stdout).toContain(
      'Avslutningskoder: 0 utført, 1 avvist eller feilet, 2 feil bruk av kommandolinjen.',
    );
  });

  it.each(COMMANDS.map((command) => [command.name, command] as const))(
    'explains «%s» with its usage line and every option it takes',
    async (name, command) => {
      const help = await admin(...name.split(' '), '--help');
      expect(help.code).toBe(0);
      expect(help.stderr).toBe('');
      const required = command.required.map((option) => ` --${option} …`).join('');
      expect(help.stdout.split('\n')[0]).toBe(`Bruk: npm run admin -- ${name}${required} [valg]`);
      expect(help.stdout).toContain(command.help);
      for (const option of Object.keys(command.options)) {
        expect(help.stdout).toMatch(new RegExp(`^ {2}--${option}\\b`, 'm'));
      }
    },
  );

  it('names the commands of a group when only the group or a wrong action is given (exit code 2)', async () => {
    for (const argv of [['postal'], ['postal', 'export'], ['demo', '--help']]) {
      const result = await admin(...argv);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(
        `Ukjent kommando «${argv.filter((word) => !word.startsWith('-')).join(' ')}».`,
      );
      expect(result.stderr).toContain(
        argv[0] === 'postal' ? 'Mente du «postal import»?' : 'Mente du «demo reset»?',
      );
      expect(result.stderr).toContain('Bruk: npm run admin -- <kommando> [valg]');
    }
  });

  it('shows the general help for an unknown command with no related one (exit code 2)', async () => {
    const result = await admin('backup');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Ukjent kommando «backup».\n\nBruk: npm run admin -- <kommando> [valg]');
    expect(result.stderr).not.toContain('Mente du');
  });
});

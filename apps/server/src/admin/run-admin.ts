import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/open-database.ts';
import { AppError } from '../lib/app-error.ts';
import { describeError } from '../lib/logger.ts';
import { type AdminCommand, type AdminOptions, UsageError } from './admin-command.ts';
import { accessKeyIssue } from './commands/access-key-issue.ts';
import { apiKeyCreate, apiKeyList, apiKeyRevoke } from './commands/api-key.ts';
import { blobsMigrate, blobsVerify } from './commands/blobs.ts';
import { casesGenerate } from './commands/cases-generate.ts';
import { companyCreate, companyList, companyUpdate } from './commands/company.ts';
import { demoReset } from './commands/demo-reset.ts';
import { outboxStatus } from './commands/outbox-status.ts';
import { postalImport } from './commands/postal-import.ts';
import { retentionRun } from './commands/retention-run.ts';
import { searchReindex, searchStatus } from './commands/search.ts';

/** Every command, in the order the help lists them. */
export const COMMANDS: AdminCommand<AdminOptions, string>[] = [
  accessKeyIssue,
  apiKeyCreate,
  apiKeyList,
  apiKeyRevoke,
  blobsMigrate,
  blobsVerify,
  casesGenerate,
  companyCreate,
  companyList,
  companyUpdate,
  demoReset,
  outboxStatus,
  postalImport,
  retentionRun,
  searchReindex,
  searchStatus,
];

const USAGE = 'Bruk: npm run admin -- <kommando> [valg]';
const HELP_OPTION = '-h, --help';
const column = Math.max(HELP_OPTION.length, ...COMMANDS.map((command) => command.name.length)) + 3;

const GENERAL_HELP = `${USAGE}

Kommandoer:
${COMMANDS.map((command) => `  ${command.name.padEnd(column)}${command.summary}`).join('\n')}

Valg:
  ${HELP_OPTION.padEnd(column)}Viser hjelpen; for en kommando: npm run admin -- <kommando> --help

Kommandoene bruker databasen portalen er satt opp med: PostgreSQL når DATABASE_URL er satt, ellers den innebygde
databasen i DATA_DIR (standard ./data), som bare én prosess kan ha åpen: stopp portalen først.

Avslutningskoder: 0 utført, 1 avvist eller feilet, 2 feil bruk av kommandolinjen.`;

function commandUsage(command: AdminCommand<AdminOptions, string>) {
  const required = command.required.map((name) => `--${name} …`);
  return ['Bruk: npm run admin --', command.name, ...required, '[valg]'].join(' ');
}

/** The commands that start with the same word, for a command line that names only a group or a wrong action. */
const relatedCommands = (words: string[]) =>
  COMMANDS.filter((command) => command.name.split(' ')[0] === words[0]).map((command) => command.name);

export interface AdminOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Where a command gets its configuration and database: the environment, or what a test gives it in-process. */
export interface AdminSetup {
  loadConfig(): Config;
  openDatabase(config: Config): DatabaseHandle;
}

const FROM_ENVIRONMENT: AdminSetup = { loadConfig: () => loadConfig(), openDatabase };

/** Runs `npm run admin -- …` and answers the exit code: 0 done, 1 refused or failed, 2 wrong use. */
export async function runAdmin(
  argv: string[],
  output: AdminOutput,
  setup: AdminSetup = FROM_ENVIRONMENT,
): Promise<number> {
  const firstOption = argv.findIndex((arg) => arg.startsWith('-'));
  const words = firstOption === -1 ? argv : argv.slice(0, firstOption);
  const helpAsked = argv.includes('--help') || argv.includes('-h');
  if (words.length === 0) {
    (helpAsked ? output.out : output.err)(GENERAL_HELP);
    return helpAsked ? 0 : 2;
  }
  const command = COMMANDS.find((candidate) => candidate.name === words.join(' '));
  if (!command) {
    const related = relatedCommands(words);
    const hint =
      related.length > 0 ? `Mente du ${related.map((name) => `«${name}»`).join(' eller ')}?\n` : '';
    output.err(`Ukjent kommando «${words.join(' ')}».\n${hint}\n${GENERAL_HELP}`);
    return 2;
  }
  if (helpAsked) {
    output.out(`${commandUsage(command)}\n\n${command.help}`);
    return 0;
  }
  let values: Record<string, string | boolean>;
  try {
    values = parseOptions(command, argv.slice(words.length));
    command.check?.(values as Record<string, string>);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${commandUsage(command)}\nSe: npm run admin -- ${command.name} --help`);
    return 2;
  }

  let database: DatabaseHandle | undefined;
  try {
    const config = setup.loadConfig();
    const opened = setup.openDatabase(config);
    database = opened;
    await opened.exclusively(() => opened.migrate());
    await command.run(values as Record<string, string>, {
      config,
      db: opened.db,
      exclusively: opened.exclusively,
      whileAlone: opened.whileAlone,
      print: output.out,
    });
    return 0;
  } catch (error) {
    output.err(`Feil: ${describe(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

/** The command's options, in Norwegian messages when they are wrong. */
function parseOptions(command: AdminCommand<AdminOptions, string>, args: string[]) {
  const { tokens } = parseArgs({
    args,
    options: command.options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Record<string, string | boolean> = {};
  for (const token of tokens) {
    if (token.kind === 'positional') throw new UsageError(`Uventet argument «${token.value}».`);
    if (token.kind !== 'option') continue;
    const option = command.options[token.name];
    if (!option) throw new UsageError(`Ukjent valg ${token.rawName}.`);
    if (option.type === 'boolean') values[token.name] = true;
    else if (token.value === undefined || token.value.startsWith('--')) {
      throw new UsageError(`${token.rawName} trenger en verdi.`);
    } else values[token.name] = token.value;
  }
  const missing = command.required.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new UsageError(`Mangler ${missing.map((name) => `--${name}`).join(', ')}.`);
  }
  return values;
}

function describe(error: unknown) {
  if (error instanceof AppError) {
    const fields = Object.values(error.errors ?? {}).flat();
    return [error.title, ...fields.map((message) => `  - ${message}`)].join('\n');
  }
  return describeError(error);
}

import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';

/** What a command gets: the configuration, the migrated database, and where its output goes. */
export interface AdminContext {
  config: Config;
  db: Database;
  /** Runs `work` while no portal process migrates or seeds the database (for a command that seeds). */
  exclusively: DatabaseHandle['exclusively'];
  /** Runs `work` unless a portal process runs the same now (the retention run). */
  whileAlone: DatabaseHandle['whileAlone'];
  print: (text: string) => void;
}

/** The options of a command, as node:util parseArgs takes them. */
export type AdminOptions = Record<string, { type: 'string' | 'boolean' }>;

type OptionValues<Options extends AdminOptions> = {
  [Name in keyof Options]?: Options[Name]['type'] extends 'boolean' ? boolean : string;
};

/**
 * One command of `npm run admin`, in a file of its own under commands/ and listed in run-admin.ts.
 * `required` names the options it cannot run without; the runner refuses before anything is opened.
 */
export interface AdminCommand<
  Options extends AdminOptions = AdminOptions,
  Required extends keyof Options = never,
> {
  /** The words that call it, e.g. "access-key issue". */
  name: string;
  summary: string;
  /** The help text after the usage line: what it does and each option. */
  help: string;
  options: Options;
  required: readonly Required[];
  /** Checks the option values before anything is opened; throws UsageError when they are wrong. */
  check?(values: OptionValues<Options> & Record<Required, string>): void;
  run(values: OptionValues<Options> & Record<Required, string>, context: AdminContext): Promise<void>;
}

/** Wrong use of the command line (exit code 2), as opposed to a refusal by the portal (exit code 1). */
export class UsageError extends Error {}

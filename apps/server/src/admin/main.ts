import { runAdmin } from './run-admin.ts';

/** `npm run admin -- <command> [options]`: the operators' command line (architecture §8). */
process.exitCode = await runAdmin(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});

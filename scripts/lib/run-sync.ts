import { spawnSync } from 'node:child_process';
import { ROOT } from './stack.ts';

/** Runs a command in the project folder, showing its output; throws when it fails. */
export function runSync(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

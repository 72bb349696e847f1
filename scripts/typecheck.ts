import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/stack.ts';

/** The TypeScript projects of the repository, each checked with the native compiler (TypeScript 7). */
export const TYPESCRIPT_PROJECTS = [
  'packages/shared',
  'apps/server',
  'apps/idp-sim',
  'apps/web',
  'e2e',
  'scripts',
];

export function typecheck(project: string) {
  const result = spawnSync('npx', ['tsc', '-p', project], { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

if (import.meta.main) {
  const failed = TYPESCRIPT_PROJECTS.filter((project) => !typecheck(project));
  if (failed.length > 0) {
    console.error(`Type errors in: ${failed.join(', ')}`);
    process.exit(1);
  }
}

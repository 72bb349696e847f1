import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/stack.ts';

/**
 * Type checks every TypeScript project of the repository in one run of the native compiler (TypeScript 7):
 * `tsc -b` over the root tsconfig.json, which references them all. The build info it keeps beside each project
 * lets a later run skip the projects nothing changed in.
 */
export function typecheck() {
  const result = spawnSync('npx', ['tsc', '-b'], { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

if (import.meta.main && !typecheck()) process.exit(1);

import { spawn } from 'node:child_process';
import { ROOT } from './lib/stack.ts';

/**
 * Type checks every TypeScript project of the repository in one run of the native compiler (TypeScript 7):
 * `tsc -b` over the root tsconfig.json, which references them all. The build info it keeps beside each project
 * lets a later run skip the projects nothing changed in. Answers whether it passed, and what it printed (the
 * errors), so that a caller running it beside other work can print that in one piece.
 */
export function typecheck(): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsc', '-b', '--pretty'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

if (import.meta.main) {
  const { ok, output } = await typecheck();
  process.stdout.write(output);
  if (!ok) process.exit(1);
}

import { spawn } from 'node:child_process';
import { demoLoginsTable } from './lib/demo-logins.ts';
import { ROOT, startStack } from './lib/stack.ts';

/** npm run dev: the server restarts on change, the web app hot-reloads through Vite's dev server. */
const webPort = 5173;
const stack = await startStack({
  portalPort: 3000,
  idpPort: 3001,
  publicUrl: `http://localhost:${webPort}`,
  watch: true,
});
const vite = spawn(
  'npm',
  ['run', 'dev', '--workspace', 'apps/web', '--', '--port', String(webPort), '--strictPort'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);

console.log(`\nUtviklingsmodus: ${stack.portalUrl} (API på http://localhost:3000)\n\n${demoLoginsTable()}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    vite.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  });
}

import { demoLoginsTable } from './lib/demo-logins.ts';
import { runSync } from './lib/run-sync.ts';
import { buildWebIfStale, startStack } from './lib/stack.ts';

/** npm start: build what is stale, start the eID simulator and the portal, print where and who. */
const portalPort = Number(process.env.PORT || 3000);
const idpPort = Number(process.env.IDP_SIM_PORT || 3001);

buildWebIfStale(runSync);
const stack = await startStack({ portalPort, idpPort, publicUrl: process.env.PUBLIC_URL });

console.log(`
Foretaksportalen kjører på ${stack.portalUrl}
Simulert eID-leverandør: ${stack.idpUrl}

Demo-innlogginger (velg eID i portalen, deretter personen på testsiden):
${demoLoginsTable()}

Stopp med Ctrl-C.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopper portalen og eID-simulatoren …');
    await stack.stop();
    process.exit(0);
  });
}

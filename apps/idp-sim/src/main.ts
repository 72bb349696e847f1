import { createIdpSim } from './create-idp-sim.ts';

const HOST = '127.0.0.1';
const port = Number(process.env.IDP_SIM_PORT ?? 3001);
const issuer = process.env.IDP_SIM_ISSUER ?? `http://localhost:${port}`;
const redirectUris = (process.env.IDP_SIM_REDIRECT_URIS ?? 'http://localhost:3000/api/oidc/callback')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

const idpSim = createIdpSim({
  issuer,
  clients: [
    {
      client_id: process.env.IDP_SIM_CLIENT_ID ?? 'foretaksportalen',
      client_secret: process.env.IDP_SIM_CLIENT_SECRET ?? 'foretaksportalen-lokal-hemmelighet',
      redirect_uris: redirectUris,
    },
  ],
});

await idpSim.listen(port, HOST);
console.log(`Simulert eID-leverandør (idp-sim) lytter på http://${HOST}:${port}, issuer ${issuer}`);

const shutDown = (signal: string) => {
  console.log(`idp-sim: ${signal} mottatt, avslutter`);
  idpSim.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('idp-sim: kunne ikke avslutte ryddig', error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutDown('SIGINT'));
process.once('SIGTERM', () => shutDown('SIGTERM'));

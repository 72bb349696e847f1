export { createLoginService, deleteLoginStates } from './login.service.ts';
export { oidcRoutes } from './oidc.routes.ts';
export { createOidcClient } from './oidc-client.ts';

export { testHooksRoutes } from './test-hooks.routes.ts';

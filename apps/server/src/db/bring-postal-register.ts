import { createRequire } from 'node:module';

/**
 * Bring's postal register as the registry package norway-postal-codes ships it, postal code to place
 * ({"0150": "OSLO", …}): a CommonJS module without types, hence required rather than imported.
 */
export const bringPostalRegister: Readonly<Record<string, string>> = createRequire(import.meta.url)(
  'norway-postal-codes',
);

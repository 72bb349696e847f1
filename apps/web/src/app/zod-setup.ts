import { config } from 'zod';

// Zod's faster parser compiles code with `new Function`, which the CSP forbids (no 'unsafe-eval'). Unless told so
// before its first object schema is made, zod tries it, and Chromium reports the refused eval as a CSP issue
// (Lighthouse's best practices). Imported first by main.tsx; listed in package.json's sideEffects.
config({ jitless: true });

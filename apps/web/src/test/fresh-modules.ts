import { vi } from 'vitest';

// The first setup file of every test file (vite.config.ts, isolate: false): the app's modules the previous file
// of the worker loaded are forgotten, so this file's vi.mock applies to every module that imports the mocked one.
vi.resetModules();

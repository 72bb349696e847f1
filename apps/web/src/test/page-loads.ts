import { vi } from 'vitest';

/** The full page loads (`loadPage`) the code under test asked for; setup.ts puts it in place of the browser's. */
export const pageLoads = vi.fn<(url: string) => void>();

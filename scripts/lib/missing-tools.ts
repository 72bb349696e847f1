/**
 * Tests that need a program of the machine besides Node (PostgreSQL's binaries, nginx) skip where it is missing,
 * as on a developer's machine without it. Under CI they must not pass unseen: with `CI` set (as CI services set
 * it) they run, and fail saying what is missing.
 */
const ciValue = process.env.CI?.trim().toLowerCase();
export const underCi = ciValue !== undefined && !['', '0', 'false'].includes(ciValue);

/** The reason to skip a test for a missing program: `missing` outside CI, undefined (do not skip) under CI. */
export const skipOutsideCi = (missing: string | undefined) => (underCi ? undefined : missing);

/** Fails the test when a program it needs is missing (it was not skipped, so it runs under CI). */
export function requireProgram(missing: string | undefined) {
  if (missing) {
    throw new Error(`${missing}. CI is set, so the tests that need it fail instead of being skipped.`);
  }
}

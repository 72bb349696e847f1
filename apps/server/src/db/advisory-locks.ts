/**
 * The portal's PostgreSQL advisory locks, each with a number of its own so that they never meet: the first of the
 * two 32-bit keys PostgreSQL takes names the lock, the second what it is about (0 when it is about everything).
 */
export const ADVISORY_LOCK = {
  /** Migrations and the demo data: a process's start, the admin commands (DatabaseHandle.exclusively). */
  migrateAndSeed: 1,
  /** One person's quota of uploads no case or letter has taken (modules/upload). */
  uploadQuota: 2,
  /** Blobs written long ago and given to new rows, against the purge of blobs no row refers to (db/blob-references.ts). */
  blobReuse: 3,
  /** One company's letter templates: their count and their names (modules/letter-template). */
  letterTemplates: 4,
  /** The retention run (issue 48): one process at a time deletes personal data on the schedule. */
  retentionRun: 5,
} as const;

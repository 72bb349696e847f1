import { BLOB_STORE_KINDS, type BlobStoreKind } from '../../config.ts';
import { referencedBlobs } from '../../db/blob-references.ts';
import {
  type BlobStore,
  type Digest,
  digester,
  digestOfBlob,
  hashedAsRead,
  isBlobNotFound,
  openBlobStore,
  recordedDigests,
} from '../../lib/blob-store/index.ts';
import { eachAtOnce } from '../../lib/each-at-once.ts';
import { type AdminCommand, UsageError } from '../admin-command.ts';

/** How many problems a report names one by one; the counts include them all. */
const LISTED_PROBLEMS = 50;
/**
 * How many blobs are copied or read at once: a store over the network (S3, a database server) answers each call
 * after a round trip, and one blob at a time leaves it waiting. The demo's 1,574 files copied to s3rver took 19.7 s
 * one at a time and 11.7 s eight at once, to a PostgreSQL server 9.3 s and 4.1 s.
 */
const BLOBS_AT_ONCE = 8;

const megabytes = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });
const inMegabytes = (bytes: number) => `${megabytes.format(bytes / 1_000_000)} MB`;
const files = (count: number) => `${count} ${count === 1 ? 'fil' : 'filer'}`;
const sameDigest = (a: Digest, b: Digest) => a.sha256 === b.sha256 && a.size === b.size;

interface Problem {
  key: string;
  what: string;
}

/** In the order of their keys, whichever of the blobs worked on at once came first. */
function problemLines(problems: Problem[]) {
  const byKey = problems.toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const lines = byKey.slice(0, LISTED_PROBLEMS).map(({ key, what }) => `  ${key}: ${what}`);
  if (problems.length > LISTED_PROBLEMS) lines.push(`  … og ${problems.length - LISTED_PROBLEMS} til`);
  return lines;
}

/**
 * Copies one blob, hashing it as it is read, and reads the copy back: answers its size when the copy has the
 * bytes the source has (and the digest recorded when it was written, where there is one), else what went wrong.
 */
async function copyBlob(
  from: BlobStore,
  to: BlobStore,
  key: string,
  recorded: Digest | undefined,
): Promise<{ size: number } | { problem: string }> {
  const hashing = digester();
  await to.put(key, hashedAsRead(from.stream(key), hashing));
  const source = hashing.digest();
  if (recorded && !sameDigest(source, recorded)) {
    await to.delete(key);
    return { problem: 'skadet i kildelageret: SHA-256 er ikke den som ble registrert da filen ble lagret' };
  }
  if (!sameDigest(await digestOfBlob(to, key), source)) {
    await to.delete(key);
    return { problem: 'kopien har ikke de samme bytene (SHA-256)' };
  }
  return { size: source.size };
}

/** Whether the target has the blob already, whole: against the recorded digest, or else the source's bytes. */
async function alreadyCopied(from: BlobStore, to: BlobStore, key: string, recorded: Digest | undefined) {
  if (!(await to.exists(key))) return false;
  const copy = await digestOfBlob(to, key);
  return sameDigest(copy, recorded ?? (await digestOfBlob(from, key)));
}

const migrateOptions = { to: { type: 'string' } } as const;

/** Copies every blob to another store, checking each copy by SHA-256; safe to run again after it stopped. */
export const blobsMigrate: AdminCommand<typeof migrateOptions, 'to'> = {
  name: 'blobs migrate',
  summary: 'Kopierer alle filer i dokumentlageret til et annet lager og kontrollerer hver kopi med SHA-256',
  help: `Kopierer alle filene i dokumentlageret portalen er satt opp med (BLOB_STORE) til et annet lager,
leser hver kopi tilbake og kontrollerer at den har samme SHA-256 som originalen. Filer som alt ligger
hele i mållageret, hoppes over, så kommandoen kan kjøres på nytt etter et avbrudd. En fil som ikke er lik
sjekksummen som ble registrert da den ble lagret, kopieres ikke, og meldes som skadet.
Originalene blir liggende; når kopieringen er ferdig, settes BLOB_STORE til det nye lageret og portalen
startes på nytt. Se docs/deploy.md for rekkefølgen mens portalen er i drift.

Valg:
  --to folder|postgres|s3      Lageret filene kopieres til, med innstillingene i miljøet (BLOB_DIR, S3_*)`,
  options: migrateOptions,
  required: ['to'],

  check(values) {
    if (!BLOB_STORE_KINDS.includes(values.to as BlobStoreKind)) {
      throw new UsageError(`--to må være ${BLOB_STORE_KINDS.join(', ')}, ikke «${values.to}».`);
    }
  },

  async run(values, { config, db, print }) {
    const target = values.to as BlobStoreKind;
    if (target === config.blobStore) {
      throw new Error(`Portalen bruker allerede ${target} (BLOB_STORE). Velg et annet lager med --to.`);
    }
    const from = openBlobStore(config, db);
    const to = openBlobStore(config, db, target);
    await to.check();
    let copied = 0;
    let copiedBytes = 0;
    let present = 0;
    const problems: Problem[] = [];
    await eachAtOnce(from.list(), BLOBS_AT_ONCE, async ({ key }) => {
      const recorded = (await recordedDigests(db, [key])).get(key);
      try {
        if (await alreadyCopied(from, to, key, recorded)) {
          present += 1;
          return;
        }
        const copy = await copyBlob(from, to, key, recorded);
        if ('problem' in copy) {
          problems.push({ key, what: copy.problem });
          return;
        }
        copied += 1;
        copiedBytes += copy.size;
      } catch (error) {
        problems.push({
          key,
          what: isBlobNotFound(error) ? 'forsvant fra kildelageret under kopieringen' : String(error),
        });
      }
    });
    print(
      [
        `Kopierte ${files(copied)} (${inMegabytes(copiedBytes)}) fra ${config.blobStore} til ${target}; ` +
          `${files(present)} lå der alt.`,
        'Hver kopi er lest tilbake og kontrollert med SHA-256.',
      ].join('\n'),
    );
    if (problems.length > 0) {
      print([`${files(problems.length)} ble ikke kopiert:`, ...problemLines(problems)].join('\n'));
      throw new Error(`${files(problems.length)} ble ikke kopiert. Rett feilen og kjør kommandoen på nytt.`);
    }
    print(`Sett BLOB_STORE=${target} og start portalen på nytt.`);
  },
};

/** Reads every blob a row refers to and checks it against the row's size and the digest recorded at writing. */
export const blobsVerify: AdminCommand = {
  name: 'blobs verify',
  summary: 'Kontrollerer at hver fil saker og opplastinger viser til, finnes i dokumentlageret og er hel',
  help: `Leser hver fil som et dokument eller en opplasting viser til, fra dokumentlageret portalen er satt opp
med (BLOB_STORE), og melder filer som mangler og filer som er skadet: en annen størrelse enn raden sier,
eller en annen SHA-256 enn den som ble registrert da filen ble lagret. Filer lagret før sjekksummene ble
registrert, kontrolleres på størrelsen. Avslutter med kode 1 når noe mangler eller er skadet.`,
  options: {},
  required: [],

  async run(_values, { config, db, print }) {
    const store = openBlobStore(config, db);
    let checked = 0;
    let withoutDigest = 0;
    const missing: Problem[] = [];
    const damaged: Problem[] = [];
    await eachAtOnce(referencedBlobs(db), BLOBS_AT_ONCE, async ({ key, size }) => {
      checked += 1;
      const recorded = (await recordedDigests(db, [key])).get(key);
      let found: Digest;
      try {
        found = await digestOfBlob(store, key);
      } catch (error) {
        if (!isBlobNotFound(error)) throw error;
        missing.push({ key, what: 'mangler' });
        return;
      }
      if (found.size !== size) {
        damaged.push({ key, what: `${found.size} byte, raden sier ${size}` });
      } else if (recorded && found.sha256 !== recorded.sha256) {
        damaged.push({ key, what: 'SHA-256 er ikke den som ble registrert da filen ble lagret' });
      } else if (!recorded) {
        withoutDigest += 1;
      }
    });
    const problems = [...missing, ...damaged];
    print(
      [
        `Kontrollerte ${files(checked)} i dokumentlageret (${config.blobStore}): ` +
          `${missing.length} mangler, ${damaged.length} er skadet.`,
        ...(withoutDigest > 0
          ? [`${files(withoutDigest)} ble lagret uten registrert SHA-256 og er kontrollert på størrelsen.`]
          : []),
        ...problemLines(problems),
      ].join('\n'),
    );
    if (problems.length > 0) {
      throw new Error(`${missing.length} mangler og ${damaged.length} er skadet i dokumentlageret.`);
    }
  },
};

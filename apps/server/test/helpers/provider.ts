import type { ApiKeyScope } from '@foretaksportalen/shared/contract/provider/api-key';
import type { CaseUpsert, EventUpsert } from '@foretaksportalen/shared/contract/provider/case';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import type { CompanyCreate } from '@foretaksportalen/shared/contract/provider/company';
import type { Database } from '../../src/db/client.ts';
import { createApiKeyService } from '../../src/modules/api-key/index.ts';

/** The provider API's address for a path after /api/provider/v1. */
export const providerPath = (path: string) => `${PROVIDER_API_PREFIX}${path}`;

/** A new API key with the scopes (all by default), as the admin command makes one; answers the key itself. */
export async function createApiKey(
  db: Database,
  { name = 'Saksbehandlingssystemet', scopes = ['companies', 'cases', 'content'] as ApiKeyScope[] } = {},
) {
  const created = await createApiKeyService({ db, clock: () => new Date() }).createApiKey({ name, scopes });
  return { key: created.key, id: created.apiKey.id, name };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A company the complaints body registers; organisation number and prefix of nobody in the demo set. */
export const newCompany = (changes: Partial<CompanyCreate> = {}): CompanyCreate => ({
  Name: 'Nordlys Kraft AS',
  OrgNum: '912345670',
  CasePrefix: 'NK',
  EmailAddress: 'post@nordlyskraft.no',
  Phone: '22334455',
  PhoneCountryCode: 'NO',
  Address: { Address: 'Storgata 1', PostalCode: '0155', PostalPlace: null },
  NotifyOnNewCases: true,
  NotifyOnNewPosts: true,
  ...changes,
});

/** A case as the complaints body sends it. */
export const newProviderCase = (changes: Partial<CaseUpsert> = {}): CaseUpsert => ({
  CaseId: 'KN-2026-1001',
  Status: 'Under behandling',
  StatusCode: 'UNDER_BEHANDLING',
  DueDate: '2026-12-15',
  AnonymizeSb: false,
  User: { DisplayName: 'Hanne Handler', Phone: '22001122' },
  Complainer: {
    IsFirm: false,
    FirstName: 'Kari',
    LastName: 'Klager',
    Email: 'kari.klager@example.no',
    Reference: 'Strømregning mars',
    Phone: { Phone: '91234567', CountryCodeAlpha2: 'NO' },
    Address: { Address: 'Klagerveien 2', PostalCode: '0150', PostalPlace: null, CountryCodeAlpha2: 'NO' },
  },
  Correspondent: null,
  ...changes,
});

export interface LetterFile {
  name: string;
  type: string;
  content: Uint8Array;
  /** Defaults to `files`. */
  field?: string;
}

/**
 * A letter as multipart/form-data, as a browser's FormData sends it: the `event` field with the JSON (or any text,
 * for malformed ones), then the files in the order given.
 */
export async function letterBody(event: EventUpsert | string | null, files: readonly LetterFile[]) {
  const form = new FormData();
  if (event !== null) form.append('event', typeof event === 'string' ? event : JSON.stringify(event));
  for (const file of files)
    form.append(file.field ?? 'files', new Blob([file.content], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

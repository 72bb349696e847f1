import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import {
  type NewIncident,
  type UploadKey,
  uploadKeySchema,
} from '@foretaksportalen/shared/contract/new-case';
import type { Config } from '../../src/config.ts';
import { testPdf } from './cases.ts';
import type { TestApp, TestSession } from './test-app.ts';
import { asClerk } from './test-app.ts';
import { MIME, PNG_BYTES, type TestFile, uploadFile } from './uploads.ts';

/** A synthetic Norwegian national id (month + 80) that belongs to nobody. */
export const COMPLAINER_NATIONAL_ID = '20918912356';

/** A consumer from Oslo, as the wizard's first step sends them. */
export const norwegianConsumer = (): NewIncident['Complainer'] => ({
  FirstName: 'Per',
  LastName: 'Klagesen',
  Email: 'per.klagesen@example.no',
  Reference: 'Kundenr 4711',
  IsFirm: false,
  Pnr: `${COMPLAINER_NATIONAL_ID}:NO`,
  Address: { Address: 'Storgata 1', PostalCode: '0150', PostalPlace: 'OSLO', CountryCodeAlpha2: 'NO' },
  Phone: { Phone: '41234567', CountryCodeAlpha2: 'NO' },
});

/** A Swedish company with its contact person, as the wizard sends it: no national id, the address in full. */
export const swedishCompany = (): NewIncident['Complainer'] => ({
  FirstName: 'Svensk Handel AB',
  LastName: 'Lars Larsson',
  Email: 'lars@svenskhandel.se',
  Reference: null,
  IsFirm: true,
  Pnr: null,
  Address: {
    Address: 'Drottninggatan 5\n111 51 Stockholm',
    PostalCode: null,
    PostalPlace: null,
    CountryCodeAlpha2: 'SE',
  },
  Phone: { Phone: '701234567', CountryCodeAlpha2: 'SE' },
});

/** POST /api/case/create's payload from the wizard of `registrar` (the logged-in clerk), with changes on top. */
export function newIncident(
  registrar: CompanyClerk,
  files: readonly UploadKey[],
  changes: Partial<NewIncident> = {},
): NewIncident {
  return {
    CompanyId: registrar.CompanyGuid,
    CreatedByClerkId: registrar.Id,
    CompanyCaseRef: 'K-1001',
    CompanyNote: 'Ringt kunden',
    CompanyClerk: null,
    Complainer: norwegianConsumer(),
    Letter: { CaseUid: null, ClerkId: null, Subject: null, Content: null, Files: [...files] },
    ...changes,
  };
}

/** The chosen clerk of the company details step. */
export const chosenClerk = (clerk: CompanyClerk) => ({
  Id: clerk.Id,
  DisplayName: clerk.DisplayName,
  Phone: clerk.Phone,
});

/** The wizard's two documents: a PDF and a PNG. */
export const wizardFiles = async (): Promise<TestFile[]> => [
  { name: 'Klage fra kunden.pdf', type: MIME.pdf, content: await testPdf('Klage fra kunden') },
  { name: 'Skjermbilde.png', type: MIME.png, content: PNG_BYTES },
];

/** Uploads the files in this session, as the documents step does; answers their delete keys. */
export async function uploadAll(
  context: { app: TestApp; config: Config },
  session: TestSession,
  files: readonly TestFile[],
) {
  const keys: UploadKey[] = [];
  for (const file of files) {
    const response = await uploadFile(context, session, file);
    if (response.statusCode !== 200) throw new Error(`Upload of ${file.name} failed: ${response.body}`);
    keys.push(uploadKeySchema.parse(response.json()));
  }
  return keys;
}

/** POST /api/case/create with this session. */
export const createCase = (
  context: { app: TestApp; config: Config },
  session: TestSession,
  payload: unknown,
) =>
  context.app.inject({
    method: 'POST',
    url: '/api/case/create',
    payload: payload as object,
    ...asClerk(session, context.config),
  });

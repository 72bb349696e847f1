import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { DEMO_COMPANIES, DEMO_UNKNOWN_PERSON } from '@foretaksportalen/shared/demo-data';
import { and, asc, eq, notExists, or } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  caseCategories,
  caseParties,
  cases,
  companies,
  erasureRequests,
  letterDrafts,
  letterTemplates,
} from '../../src/db/schema.ts';
import { createFolderBlobStore } from '../../src/lib/blob-store/index.ts';
import { identityHash } from '../../src/lib/hashing.ts';
import { type CaseTestContext, CLOSED_STATUS, caseVersion, insertTestCase } from './cases.ts';
import { newIncident } from './new-case.ts';
import { companyUpdateFrom, NEW_PERSON_NATIONAL_ID, newClerk, settingsFrom } from './payloads.ts';
import { newCompany, newProviderCase } from './provider.ts';
import {
  CLERK_OF_LEVEL,
  type Level,
  letNinaIn,
  makeOwnedObjects,
  type OwnedObjects,
  ownerOf,
  type Target,
  uploadOf,
} from './route-matrix.ts';
import {
  asClerk,
  companyClerkOf,
  companyOf,
  createTestApp,
  distributeCasesOf,
  roleIdOf,
  sessionFor,
  type TestSession,
} from './test-app.ts';
import { resetDatabase } from './test-database.ts';
import { multipartBody, PNG_BYTES } from './uploads.ts';

/**
 * How to call each route of the server as the web app, the provider or a browser would: for the route table,
 * the forged-request test and the hostile-payload test.
 */
type Objectless = 'objectless';
export type Scope = Objectless | 'all' | 'no other clerk';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** An answer that never ends (the live stream): its head is read, and the stream dropped. */
  endless?: true;
}

export interface CellInput {
  context: CaseTestContext;
  caller: (typeof CLERK_OF_LEVEL)[Level];
  session: TestSession;
  /** The caller's own objects (also when the target is another's). */
  own: OwnedObjects;
  target: OwnedObjects;
  targetKey: Target;
  /** The session of the target's owner, for its refresh token. */
  targetSession: () => Promise<TestSession>;
  uploadKey: () => Promise<UploadKey>;
  ownUploadKey: () => Promise<UploadKey>;
}

export interface Row {
  route: string;
  scope: Scope;
  /** A successful call changes what later cells would see: the data is reset after it. */
  changesData?: boolean;
  call(input: CellInput): Promise<Call> | Call;
}

/** The id of one of the company's letter templates (the demo set gives each company three). */
/** A value of the company's lists that no case has (the demo lists have a few), so that it may be deleted. */
async function unusedCategoryOf(context: CaseTestContext, companyId: string, kind?: 'product' | 'cause') {
  const [category] = await context.db
    .select({ id: caseCategories.id })
    .from(caseCategories)
    .where(
      and(
        eq(caseCategories.companyId, companyId),
        kind === undefined ? undefined : eq(caseCategories.kind, kind),
        notExists(
          context.db
            .select({ id: cases.id })
            .from(cases)
            .where(or(eq(cases.productId, caseCategories.id), eq(cases.causeId, caseCategories.id))),
        ),
      ),
    )
    .orderBy(asc(caseCategories.name))
    .limit(1);
  if (!category) throw new Error('The company has no unused value in its lists');
  return category.id;
}

async function letterTemplateOf(context: CaseTestContext, companyId: string) {
  const [template] = await context.db
    .select({ id: letterTemplates.id })
    .from(letterTemplates)
    .where(eq(letterTemplates.companyId, companyId))
    .orderBy(asc(letterTemplates.name))
    .limit(1);
  if (!template) throw new Error('The company has no letter templates');
  return template.id;
}

/**
 * The case's letter draft at version 1, as a clerk saved it (`waiting`: sent for approval by a clerk since gone,
 * in a company that wants letters approved), whatever a cell before left.
 */
async function draftOn(
  context: CaseTestContext,
  target: { caseId: string; companyId: string },
  { approval = false, waiting = false } = {},
) {
  await context.db
    .update(companies)
    .set({ lettersNeedApproval: approval || waiting })
    .where(eq(companies.id, target.companyId));
  const values = {
    subject: 'Tilsvar',
    content: 'Foretaket viser til anmodningen.',
    answer: null,
    version: 1,
    status: waiting ? ('awaiting-approval' as const) : ('draft' as const),
    submittedByMembershipId: null,
    submittedAt: waiting ? context.clock() : null,
  };
  await context.db
    .insert(letterDrafts)
    .values({ caseId: target.caseId, companyId: target.companyId, ...values })
    .onConflictDoUpdate({ target: letterDrafts.caseId, set: values });
}

/** A template as the settings page saves it: a heading, bold text and a merge field. */
const LETTER_TEMPLATE = {
  Name: 'Kort tilsvar',
  Subject: 'Tilsvar',
  Body: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Tilsvar' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Vi viser til klagen fra ', marks: [{ type: 'bold' }] },
          { type: 'mergeField', attrs: { field: 'Klager.Navn' } },
        ],
      },
    ],
  },
};

/** The id of the case file PDF the session made of the case, or one that was never made when it may not. */
async function caseFileMadeBy(context: CaseTestContext, session: TestSession, caseId: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/casefile/${caseId}/pdf`,
    ...asClerk(session, context.config),
  });
  const ready =
    response.statusCode === 200 ? JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}').Ready : null;
  return typeof ready === 'string' ? (ready.split('/').at(-1) ?? '') : '0'.repeat(64);
}

/** The person of a person's data on request (issue 48): a valid national id, of no clerk. */
const PERSON_QUERY = { By: 'NationalId', NationalId: DEMO_UNKNOWN_PERSON.nationalId };

/** A closed case of Eksempel Bank whose complainer is that person, so that their erasure can be asked for. */
async function erasablePersonCase(context: CaseTestContext) {
  const found = await insertTestCase(context.db, context.blobs, { ...CLOSED_STATUS });
  await context.db
    .update(caseParties)
    .set({ nationalIdHash: identityHash(context.config.identityKey, 'NO', PERSON_QUERY.NationalId) })
    .where(and(eq(caseParties.caseId, found.id), eq(caseParties.role, 'complainer')));
}

/** A pending erasure request of the company, asked for by a clerk since gone (so anyone there may approve it). */
async function erasureRequestIn(context: CaseTestContext, companyId: string) {
  const [request] = await context.db
    .insert(erasureRequests)
    .values({ companyId, targets: [], requestedByMembershipId: null })
    .returning({ id: erasureRequests.id });
  if (!request) throw new Error('The erasure request was not stored');
  return request.id;
}

/** The path of an export of a person's data the session made, or of one never made when it may not make one. */
async function personalDataExportBy(context: CaseTestContext, session: TestSession) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/personal-data/export',
    payload: PERSON_QUERY,
    ...asClerk(session, context.config),
  });
  const ready =
    response.statusCode === 200 ? JSON.parse(response.body.trim().split('\n').at(-1) ?? '{}').Ready : null;
  return typeof ready === 'string' ? ready : `/api/personal-data/export/${randomUUID()}`;
}

const PROVIDER = '/api/provider/v1';
/**
 * The JSON bodies the complaints body's system sends (the letter's multipart body is left to the provider tests),
 * so that the payload tests break real fields.
 */
const PROVIDER_PAYLOADS: Record<string, unknown> = {
  'POST /companies': newCompany(),
  'PATCH /companies/:*': { Name: 'Eksempel Bank ASA', NotifyOnNewPosts: true },
  'POST /companies/:*/access-keys': {
    FirstName: 'Nils',
    LastName: 'Nyansatt',
    Email: 'nils.nyansatt@eksempelbank.no',
    Role: 'Superbruker',
  },
  'PUT /companies/:*/cases/:*': newProviderCase(),
  'PUT /companies/:*/cases/:*/decision': { Outcome: 'medhold', DecisionDate: '2026-11-02' },
  'PUT /companies/:*/cases/:*/requests/:*': { Status: 'refused', Text: 'Saken behandles som vanlig' },
  'POST /content-items': {
    DocumentTypeAlias: 'fAQItem',
    Name: 'Nytt spørsmål',
    Properties: { title: 'Hva?' },
  },
  'PUT /content-items/:*': {
    DocumentTypeAlias: 'fAQItem',
    Name: 'Endret spørsmål',
    Properties: { title: 'Hva?' },
  },
};
const noObject =
  (call: Call): Row['call'] =>
  () =>
    call;

/** Every route of the server with a call that would succeed for a caller allowed to make it. */
export const ROUTE_CALLS: Row[] = [
  { route: 'GET /api/health', scope: 'objectless', call: noObject({ method: 'GET', url: '/api/health' }) },
  {
    route: 'GET /api/health/live',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/health/live' }),
  },
  {
    route: 'GET /api/health/ready',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/health/ready' }),
  },
  {
    route: 'GET /api/oidc/authorize',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/oidc/authorize?idp=nbid' }),
  },
  {
    route: 'GET /api/oidc/callback',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/oidc/callback?code=x&state=y' }),
  },
  {
    route: 'GET /api/oidc/logout',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/oidc/logout' }),
  },
  {
    route: 'POST /api/oidc/refresh',
    scope: 'all',
    changesData: true,
    call: async ({ targetSession }) => ({
      method: 'POST',
      url: '/api/oidc/refresh',
      payload: { Token: (await targetSession()).refresh },
    }),
  },
  {
    route: 'GET /api/access/checkkey/:*',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/access/checkkey/ABCDEFGHJKLMNPQR' }),
  },
  {
    route: 'GET /api/access/:*/:*',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/access/ABCDEFGHJKLMNPQR/123456' }),
  },
  {
    route: 'GET /api/branding',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/branding' }),
  },
  {
    route: 'POST /content/umbraco/api/content/getcontent',
    scope: 'objectless',
    call: noObject({
      method: 'POST',
      url: '/content/umbraco/api/content/getcontent',
      payload: { DocumentTypeAlias: 'velkomstside', PropertyAliasList: ['text'] },
    }),
  },
  { route: 'GET /api/config', scope: 'objectless', call: noObject({ method: 'GET', url: '/api/config' }) },
  {
    route: 'GET /api/config/ping',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/config/ping' }),
  },
  {
    route: 'GET /api/live',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/live', endless: true }),
  },
  {
    // A presence row is read by the presence calls alone: no other cell sees it.
    route: 'POST /api/live/presence',
    scope: 'all',
    call: ({ target }) => ({
      method: 'POST',
      url: '/api/live/presence',
      payload: { CaseUid: target.caseId, TabId: randomUUID(), Activity: 'viewing' },
    }),
  },
  {
    route: 'GET /api/live/presence/:*',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/live/presence/${target.caseId}` }),
  },
  {
    route: 'GET /api/clerk/selectcompany/:*',
    scope: 'no other clerk',
    call: ({ target }) => ({ method: 'GET', url: `/api/clerk/selectcompany/${target.companyId}` }),
  },
  {
    route: 'POST /api/clerk/consent',
    scope: 'objectless',
    call: noObject({ method: 'POST', url: '/api/clerk/consent', payload: { ConsentValue: true } }),
  },
  {
    route: 'GET /api/clerk/deactivate/welcome',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/clerk/deactivate/welcome' }),
  },
  {
    route: 'GET /api/clerk/newcompanies',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/clerk/newcompanies' }),
  },
  {
    route: 'POST /api/clerk/newcompanies/seen',
    scope: 'objectless',
    changesData: true,
    call: ({ own }) => ({
      method: 'POST',
      url: '/api/clerk/newcompanies/seen',
      payload: { CompanyIds: [own.companyId] },
    }),
  },
  {
    route: 'GET /api/clerk/:*',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/clerk/${target.personId}` }),
  },
  {
    route: 'PUT /api/clerk',
    scope: 'all',
    changesData: true,
    call: async ({ context, target, targetKey, caller }) => {
      const [owner, company] = ownerOf(caller, targetKey);
      const profile = await companyClerkOf(context, owner, company);
      if (profile.Id !== target.membershipId) throw new Error('Profile and objects disagree');
      return { method: 'PUT', url: '/api/clerk', payload: settingsFrom(profile, { Phone: '40000000' }) };
    },
  },
  {
    route: 'POST /api/clerk',
    scope: 'objectless',
    changesData: true,
    call: async ({ context }) => ({
      method: 'POST',
      url: '/api/clerk',
      payload: newClerk(await roleIdOf(context, 'Saksbehandler')),
    }),
  },
  {
    route: 'GET /api/clerk/checkcaseassignments/:*',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/clerk/checkcaseassignments/${target.personId}` }),
  },
  {
    route: 'GET /api/clerk/check/:*',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: `/api/clerk/check/${NEW_PERSON_NATIONAL_ID}` }),
  },
  {
    route: 'POST /api/clerk/activate/:*',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({ method: 'POST', url: `/api/clerk/activate/${target.membershipId}` }),
  },
  {
    route: 'POST /api/clerk/deactivate/:*',
    scope: 'all',
    changesData: true,
    call: async ({ context, target, targetKey, caller }) => {
      // A clerk with cases cannot be deactivated (409); the table shows who may, so the cases go first.
      await distributeCasesOf(context, ...ownerOf(caller, targetKey));
      return { method: 'POST', url: `/api/clerk/deactivate/${target.membershipId}` };
    },
  },
  {
    route: 'DELETE /api/clerk/company/:*',
    scope: 'all',
    changesData: true,
    call: async ({ context, target, targetKey, caller }) => {
      await distributeCasesOf(context, ...ownerOf(caller, targetKey));
      return { method: 'DELETE', url: `/api/clerk/company/${target.membershipId}` };
    },
  },
  {
    route: 'GET /api/company/:*',
    scope: 'no other clerk',
    call: ({ target }) => ({ method: 'GET', url: `/api/company/${target.companyId}` }),
  },
  {
    route: 'PUT /api/company/:*',
    scope: 'no other clerk',
    call: async ({ context, target, targetKey }) => {
      const company = await companyOf(context, targetKey === 'own' ? 'bank' : 'forsikring');
      return { method: 'PUT', url: `/api/company/${target.companyId}`, payload: companyUpdateFrom(company) };
    },
  },
  {
    route: 'POST /api/caselist',
    scope: 'objectless',
    call: noObject({ method: 'POST', url: '/api/caselist', payload: { includeClosedCases: false } }),
  },
  {
    route: 'POST /api/caselist/update',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'POST',
      url: '/api/caselist/update',
      payload: { CaseClerkId: (await companyClerkOf(context, 'siri')).Id, IncidentIds: [target.caseId] },
    }),
  },
  {
    route: 'GET /api/caselist/assignments',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/caselist/assignments' }),
  },
  {
    route: 'POST /api/caselist/handover',
    scope: 'objectless',
    changesData: true,
    call: async ({ context }) => ({
      method: 'POST',
      url: '/api/caselist/handover',
      payload: {
        FromClerkId: (await companyClerkOf(context, 'kari')).Id,
        CaseClerkId: (await companyClerkOf(context, 'siri')).Id,
      },
    }),
  },
  {
    route: 'POST /api/caselist/archive',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({
      method: 'POST',
      url: '/api/caselist/archive',
      payload: { IncidentIds: [target.caseId] },
    }),
  },
  {
    route: 'POST /api/caselist/export',
    scope: 'all',
    call: ({ target }) => ({ method: 'POST', url: '/api/caselist/export', payload: [target.caseId] }),
  },
  {
    route: 'POST /api/case/create',
    scope: 'no other clerk',
    changesData: true,
    call: async ({ context, caller, target, ownUploadKey }) => ({
      method: 'POST',
      url: '/api/case/create',
      payload: newIncident(await companyClerkOf(context, caller), [await ownUploadKey()], {
        CompanyId: target.companyId,
      }),
    }),
  },
  {
    route: 'POST /api/case/sendletter',
    scope: 'all',
    call: ({ own, target }) => ({
      method: 'POST',
      url: '/api/case/sendletter',
      payload: {
        CaseUid: target.caseId,
        ClerkId: own.membershipId,
        Subject: 'Tilsvar',
        Content: 'Foretaket viser til anmodningen.',
        Files: [],
      },
    }),
  },
  {
    route: 'GET /api/case/:*/draft',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/case/${target.caseId}/draft` }),
  },
  {
    route: 'PUT /api/case/:*/draft',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({
      method: 'PUT',
      url: `/api/case/${target.caseId}/draft`,
      payload: {
        Version: null,
        Subject: 'Tilsvar',
        Content: 'Utkast',
        Answer: null,
        KeepFiles: [],
        Files: [],
      },
    }),
  },
  {
    route: 'POST /api/case/:*/draft/discard',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => {
      await draftOn(context, target);
      return { method: 'POST', url: `/api/case/${target.caseId}/draft/discard`, payload: { Version: 1 } };
    },
  },
  {
    route: 'POST /api/case/:*/draft/send',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => {
      await draftOn(context, target);
      return { method: 'POST', url: `/api/case/${target.caseId}/draft/send`, payload: { Version: 1 } };
    },
  },
  {
    route: 'POST /api/case/:*/draft/submit',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => {
      await draftOn(context, target, { approval: true });
      return { method: 'POST', url: `/api/case/${target.caseId}/draft/submit`, payload: { Version: 1 } };
    },
  },
  {
    route: 'POST /api/case/:*/draft/approve',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => {
      await draftOn(context, target, { waiting: true });
      return { method: 'POST', url: `/api/case/${target.caseId}/draft/approve`, payload: { Version: 1 } };
    },
  },
  {
    route: 'POST /api/case/:*/draft/return',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => {
      await draftOn(context, target, { waiting: true });
      return {
        method: 'POST',
        url: `/api/case/${target.caseId}/draft/return`,
        payload: { Version: 1, Comment: 'Svar på punkt 2 også' },
      };
    },
  },
  {
    route: 'DELETE /api/case/event/:*',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({ method: 'DELETE', url: `/api/case/event/${target.sentEventId}` }),
  },
  {
    route: 'GET /api/case/getpostalplace/:*',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/case/getpostalplace/0150' }),
  },
  {
    route: 'GET /api/case/:*',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/case/${target.caseId}` }),
  },
  {
    route: 'GET /api/case/:*/history',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/case/${target.caseId}/history` }),
  },
  {
    route: 'GET /api/case/:*/notes',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/case/${target.caseId}/notes` }),
  },
  {
    route: 'POST /api/case/:*/notes',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({
      method: 'POST',
      url: `/api/case/${target.caseId}/notes`,
      payload: { Body: [{ Text: 'Kunden ringte i dag.' }] },
    }),
  },
  {
    route: 'POST /api/case/:*/notes/seen',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({ method: 'POST', url: `/api/case/${target.caseId}/notes/seen` }),
  },
  {
    route: 'PUT /api/case/:*/notes/:*',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({
      method: 'PUT',
      url: `/api/case/${target.caseId}/notes/${target.noteId}`,
      payload: { Body: [{ Text: 'Ring kunden i morgen' }] },
    }),
  },
  {
    route: 'DELETE /api/case/:*/notes/:*',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({ method: 'DELETE', url: `/api/case/${target.caseId}/notes/${target.noteId}` }),
  },
  {
    route: 'GET /api/mentions',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/mentions' }),
  },
  {
    route: 'PATCH /api/case/:*',
    scope: 'all',
    call: async ({ context, target }) => ({
      method: 'PATCH',
      url: `/api/case/${target.caseId}`,
      payload: { CompanyCaseRef: 'Endret', Version: await caseVersion(context.db, target.caseId) },
    }),
  },
  {
    route: 'GET /api/case/:*/answer/fields',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/case/${target.caseId}/answer/fields` }),
  },
  {
    route: 'POST /api/case/:*/answer/preview',
    scope: 'all',
    call: ({ target }) => ({
      method: 'POST',
      url: `/api/case/${target.caseId}/answer/preview`,
      payload: { Answer: LETTER_TEMPLATE.Body },
    }),
  },
  {
    route: 'GET /api/retention/settings',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/retention/settings' }),
  },
  {
    route: 'PUT /api/retention/settings',
    scope: 'objectless',
    changesData: true,
    call: noObject({ method: 'PUT', url: '/api/retention/settings', payload: { RetentionMonths: 120 } }),
  },
  {
    route: 'GET /api/retention/due',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/retention/due' }),
  },
  {
    route: 'GET /api/retention/log',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/retention/log?page=1' }),
  },
  {
    route: 'GET /api/retention/log/export',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/retention/log/export?year=2026' }),
  },
  {
    route: 'PUT /api/case/:*/legal-hold',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({
      method: 'PUT',
      url: `/api/case/${target.caseId}/legal-hold`,
      payload: { Reason: 'Tvist for tingretten' },
    }),
  },
  {
    route: 'POST /api/case/:*/decision-answer',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => {
      await context.db
        .update(cases)
        .set({ decisionOutcome: 'medhold', decisionDate: '2026-11-02', decisionAnswerDue: '2026-12-02' })
        .where(eq(cases.id, target.caseId));
      return {
        method: 'POST',
        url: `/api/case/${target.caseId}/decision-answer`,
        payload: { Follows: true, AmountPaid: 1000 },
      };
    },
  },
  {
    // An objection with the caller's own upload: the matrix's cases have no due date to extend.
    route: 'POST /api/case/:*/requests',
    scope: 'all',
    changesData: true,
    call: async ({ target, ownUploadKey }) => ({
      method: 'POST',
      url: `/api/case/${target.caseId}/requests`,
      payload: { Kind: 'objection', Reason: 'Saken hører under domstolene', Files: [await ownUploadKey()] },
    }),
  },
  {
    route: 'DELETE /api/case/:*/legal-hold',
    scope: 'all',
    changesData: true,
    call: ({ target }) => ({ method: 'DELETE', url: `/api/case/${target.caseId}/legal-hold` }),
  },
  {
    route: 'POST /api/personal-data/search',
    scope: 'objectless',
    call: noObject({ method: 'POST', url: '/api/personal-data/search', payload: PERSON_QUERY }),
  },
  {
    route: 'POST /api/personal-data/export',
    scope: 'objectless',
    call: noObject({ method: 'POST', url: '/api/personal-data/export', payload: PERSON_QUERY }),
  },
  {
    route: 'GET /api/personal-data/export/:*',
    scope: 'no other clerk',
    call: async ({ context, session, targetKey }) => ({
      method: 'GET',
      url:
        targetKey === 'own'
          ? await personalDataExportBy(context, session)
          : `/api/personal-data/export/${randomUUID()}`,
    }),
  },
  {
    route: 'GET /api/personal-data/erasure-requests',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/personal-data/erasure-requests' }),
  },
  {
    route: 'POST /api/personal-data/erasure-requests',
    scope: 'objectless',
    changesData: true,
    call: async ({ context }) => {
      await erasablePersonCase(context);
      return { method: 'POST', url: '/api/personal-data/erasure-requests', payload: PERSON_QUERY };
    },
  },
  {
    route: 'POST /api/personal-data/erasure-requests/:*/approve',
    scope: 'no other clerk',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'POST',
      url: `/api/personal-data/erasure-requests/${await erasureRequestIn(context, target.companyId)}/approve`,
    }),
  },
  {
    route: 'POST /api/personal-data/erasure-requests/:*/cancel',
    scope: 'no other clerk',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'POST',
      url: `/api/personal-data/erasure-requests/${await erasureRequestIn(context, target.companyId)}/cancel`,
    }),
  },
  {
    route: 'POST /api/caselist/categories',
    scope: 'all',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'POST',
      url: '/api/caselist/categories',
      payload: {
        IncidentIds: [target.caseId],
        CauseId: await unusedCategoryOf(context, target.companyId, 'cause'),
      },
    }),
  },
  {
    route: 'GET /api/categories',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/categories' }),
  },
  {
    route: 'POST /api/categories',
    scope: 'objectless',
    changesData: true,
    call: noObject({ method: 'POST', url: '/api/categories', payload: { Kind: 'product', Name: 'Leasing' } }),
  },
  {
    route: 'PUT /api/categories/:*',
    scope: 'no other clerk',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'PUT',
      url: `/api/categories/${await unusedCategoryOf(context, target.companyId)}`,
      payload: { Name: 'Leasing', Words: ['leasing'], Retired: true },
    }),
  },
  {
    route: 'DELETE /api/categories/:*',
    scope: 'no other clerk',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'DELETE',
      url: `/api/categories/${await unusedCategoryOf(context, target.companyId)}`,
    }),
  },
  {
    route: 'GET /api/case/:*/category-suggestions',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/case/${target.caseId}/category-suggestions` }),
  },
  {
    route: 'GET /api/lettertemplates',
    scope: 'objectless',
    call: noObject({ method: 'GET', url: '/api/lettertemplates' }),
  },
  {
    route: 'POST /api/lettertemplates',
    scope: 'objectless',
    changesData: true,
    call: noObject({ method: 'POST', url: '/api/lettertemplates', payload: LETTER_TEMPLATE }),
  },
  {
    route: 'PUT /api/lettertemplates/:*',
    scope: 'no other clerk',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'PUT',
      url: `/api/lettertemplates/${await letterTemplateOf(context, target.companyId)}`,
      payload: LETTER_TEMPLATE,
    }),
  },
  {
    route: 'DELETE /api/lettertemplates/:*',
    scope: 'no other clerk',
    changesData: true,
    call: async ({ context, target }) => ({
      method: 'DELETE',
      url: `/api/lettertemplates/${await letterTemplateOf(context, target.companyId)}`,
    }),
  },
  {
    route: 'POST /api/faq',
    scope: 'objectless',
    call: noObject({
      method: 'POST',
      url: '/api/faq',
      payload: { message: 'Hvordan sender vi et tilsvar?' },
    }),
  },
  {
    route: 'GET /api/document/download/casedocuments/:*/:*',
    scope: 'all',
    call: ({ target }) => ({
      method: 'GET',
      url: `/api/document/download/casedocuments/${target.caseId}/true`,
    }),
  },
  {
    route: 'GET /api/document/download/caseeventdocuments/:*/:*/:*',
    scope: 'all',
    call: ({ target }) => ({
      method: 'GET',
      url: `/api/document/download/caseeventdocuments/${target.letterEventId}/${target.caseId}/true`,
    }),
  },
  {
    route: 'POST /api/document/download/casedocuments/selected/:*',
    scope: 'all',
    call: ({ target }) => ({
      method: 'POST',
      url: '/api/document/download/casedocuments/selected/true',
      payload: { CaseUid: target.caseId, SelectedCaseDocumentIds: [target.letterDocumentId] },
    }),
  },
  {
    route: 'GET /api/document/download/casedocument/:*/:*',
    scope: 'all',
    call: ({ target }) => ({
      method: 'GET',
      url: `/api/document/download/casedocument/${target.letterDocumentId}/${target.caseId}`,
    }),
  },
  {
    route: 'GET /api/document/openletter/:*/:*/:*',
    scope: 'all',
    call: ({ target }) => ({
      method: 'GET',
      url: `/api/document/openletter/${target.letterEventId}/${target.caseId}/false`,
    }),
  },
  {
    route: 'POST /api/casefile/:*/pdf',
    scope: 'all',
    call: ({ target }) => ({ method: 'POST', url: `/api/casefile/${target.caseId}/pdf` }),
  },
  {
    route: 'GET /api/casefile/:*/pdf/:*',
    scope: 'all',
    call: async ({ context, target, targetSession }) => ({
      method: 'GET',
      url: `/api/casefile/${target.caseId}/pdf/${await caseFileMadeBy(context, await targetSession(), target.caseId)}`,
    }),
  },
  {
    route: 'GET /api/casefile/:*/zip',
    scope: 'all',
    call: ({ target }) => ({ method: 'GET', url: `/api/casefile/${target.caseId}/zip` }),
  },
  {
    route: 'GET /api/auditlog',
    scope: 'objectless',
    call: () => ({ method: 'GET', url: '/api/auditlog?kind=user.added&page=1' }),
  },
  {
    route: 'GET /api/auditlog/export',
    scope: 'objectless',
    call: () => ({ method: 'GET', url: '/api/auditlog/export?from=2020-01-01' }),
  },
  {
    route: 'GET /api/search',
    scope: 'objectless',
    call: () => ({ method: 'GET', url: '/api/search?q=klage&page=1' }),
  },
  {
    route: 'GET /api/statistics',
    scope: 'objectless',
    call: () => ({ method: 'GET', url: '/api/statistics?from=2026-01-01&to=2026-11-21' }),
  },
  {
    route: 'GET /api/statistics/export',
    scope: 'objectless',
    call: () => ({ method: 'GET', url: '/api/statistics/export?from=2026-01-01&to=2026-11-21' }),
  },
  {
    route: 'GET /api/complaints-report',
    scope: 'objectless',
    call: () => ({ method: 'GET', url: '/api/complaints-report?from=2026-01-01&to=2026-06-30' }),
  },
  {
    route: 'GET /api/complaints-report/export',
    scope: 'objectless',
    call: () => ({ method: 'GET', url: '/api/complaints-report/export?from=2026-01-01&to=2026-06-30' }),
  },
  {
    route: 'GET /api/complaints-report/cases',
    scope: 'objectless',
    call: () => ({
      method: 'GET',
      url: '/api/complaints-report/cases?from=2026-01-01&to=2026-06-30&measure=received&product=none',
    }),
  },
  {
    route: 'PUT /api/complaints-report/thresholds',
    scope: 'objectless',
    changesData: true,
    call: () => ({
      method: 'PUT',
      url: '/api/complaints-report/thresholds',
      payload: { Short: 15, Long: 30 },
    }),
  },
  {
    route: 'POST /api/document/uploadfile',
    scope: 'objectless',
    call: async () => {
      const { payload, contentType } = await multipartBody('Vedlegg.png', 'image/png', PNG_BYTES);
      return {
        method: 'POST',
        url: '/api/document/uploadfile',
        payload,
        headers: { 'content-type': contentType },
      };
    },
  },
  {
    route: 'DELETE /api/document/deletefile/:*',
    scope: 'all',
    changesData: true,
    call: async ({ uploadKey }) => ({
      method: 'DELETE',
      url: `/api/document/deletefile/${(await uploadKey()).Key}`,
    }),
  },
  ...(
    [
      ['GET', '/companies'],
      ['POST', '/companies'],
      ['GET', '/companies/:*'],
      ['PATCH', '/companies/:*'],
      ['POST', '/companies/:*/access-keys'],
      ['PUT', '/companies/:*/cases/:*'],
      ['GET', '/companies/:*/cases/:*'],
      ['PUT', '/companies/:*/cases/:*/events/:*'],
      ['PUT', '/companies/:*/cases/:*/decision'],
      ['PUT', '/companies/:*/cases/:*/requests/:*'],
      ['GET', '/content-items'],
      ['POST', '/content-items'],
      ['PUT', '/content-items/:*'],
      ['DELETE', '/content-items/:*'],
      ['GET', '/changes'],
      ['DELETE', '/access-keys/:*'],
      ['GET', '/documents/:*'],
      ['GET', '/docs'],
      ['GET', '/openapi.json'],
    ] as const
  ).map(
    ([method, path]): Row => ({
      route: `${method} ${PROVIDER}${path}`,
      scope: 'objectless',
      call: noObject({
        method,
        url: `${PROVIDER}${path.replaceAll(':*', DEMO_COMPANIES.bank.orgNum)}`,
        ...(method !== 'GET' &&
          method !== 'DELETE' && { payload: PROVIDER_PAYLOADS[`${method} ${path}`] ?? {} }),
      }),
    }),
  ),
];

/** Whether a route is the provider API's, called with an API key rather than a session. */
export const isProviderRoute = (route: string) => route.includes(' /api/provider/');
/** The provider API logs every call of a key, and a wrong access code is counted against the key, by design. */
export const logsRefusals = (route: string) => isProviderRoute(route) || route === 'GET /api/access/:*/:*';

/**
 * Runs route calls on a test app with fresh demo data: objects are made when first needed, and the data is
 * reset before the next call once a call has changed it.
 */
export function createRouteHarness(context: CaseTestContext) {
  let dirty = true;
  let objects = new Map<string, OwnedObjects>();
  let uploads = new Map<string, UploadKey>();
  const origin = new URL(context.config.publicUrl).origin;

  async function objectsOf([owner, company]: ReturnType<typeof ownerOf>) {
    const key = `${owner}@${company}`;
    let found = objects.get(key);
    if (!found) {
      found = await makeOwnedObjects(context, owner, company);
      objects.set(key, found);
    }
    return found;
  }

  /** Another clerk's upload, made in a session of theirs (uploads belong to the session that made them). */
  async function uploadKeyOf([owner, company]: ReturnType<typeof ownerOf>) {
    const key = `${owner}@${company}`;
    let found = uploads.get(key);
    if (!found) {
      found = await uploadOf(context, await sessionFor(context, owner, company));
      uploads.set(key, found);
    }
    return found;
  }

  return {
    markDirty() {
      dirty = true;
    },
    /** The demo data, reset if a call has changed it since; answers whether it was. */
    async freshData() {
      if (!dirty) return false;
      await resetDatabase();
      await letNinaIn(context);
      objects = new Map();
      uploads = new Map();
      dirty = false;
      return true;
    },
    /** A fresh session of the level's clerk and the row's call for that caller and target. */
    async prepare(row: Row, level: Level, targetKey: Target) {
      const caller = CLERK_OF_LEVEL[level];
      const session = await sessionFor(context, caller);
      const owner = ownerOf(caller, targetKey);
      const call = await row.call({
        context,
        caller,
        session,
        own: await objectsOf(ownerOf(caller, 'own')),
        target: await objectsOf(owner),
        targetKey,
        targetSession: async () => (targetKey === 'own' ? session : sessionFor(context, owner[0], owner[1])),
        uploadKey: () => (targetKey === 'own' ? uploadOf(context, session) : uploadKeyOf(owner)),
        ownUploadKey: () => uploadOf(context, session),
      });
      return { session, call };
    },
    /** The call from our own origin, with the session's cookies and XSRF token unless told otherwise. */
    send(
      call: Call,
      session: TestSession | null,
      forged: { cookies?: Record<string, string>; headers?: Record<string, string | undefined> } = {},
    ) {
      const headers: Record<string, string> = {
        origin,
        ...(session && { [XSRF_HEADER]: session.xsrf }),
        ...call.headers,
      };
      for (const [name, value] of Object.entries(forged.headers ?? {})) {
        if (value === undefined) delete headers[name];
        else headers[name] = value;
      }
      const request = {
        method: call.method,
        url: call.url,
        ...(call.payload !== undefined && { payload: call.payload as string }),
        headers,
        ...((forged.cookies ?? session) && { cookies: forged.cookies ?? session?.cookies }),
      };
      return call.endless ? injectEndless(context, request) : context.app.inject(request);
    },
  };
}

export type RouteHarness = ReturnType<typeof createRouteHarness>;

/**
 * A route whose answer never ends would never resolve `inject`: its answer is taken as a stream, a refusal read
 * to its end, and an open stream dropped after its head (app.close ends it on the server).
 */
async function injectEndless(
  context: CaseTestContext,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await context.app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode >= 300) {
    for await (const chunk of stream) body += String(chunk);
  } else {
    stream.destroy();
  }
  return Object.assign(response, {
    body,
    payload: body,
    rawPayload: Buffer.from(body),
    json: () => JSON.parse(body),
  });
}

/** A test app for the route tests: rate limits out of the way, document blobs in a folder of its own. */
export async function createRouteTestApp() {
  const blobDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-route-tests-'));
  const created = await createTestApp({
    config: {
      blobDir,
      rateLimits: { checkKeyPerMinute: 10_000, codePinPerMinute: 10_000, clerkLookupPerMinute: 10_000 },
      providerApi: { requestsPerMinute: 10_000, failedAuthPerMinute: 10_000 },
    },
  });
  const context: CaseTestContext = { ...created, blobs: createFolderBlobStore(blobDir) };
  return {
    context,
    async close() {
      await context.app.close();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

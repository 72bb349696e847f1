import { randomUUID } from 'node:crypto';
import { type UploadKey, uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { internalNotes, persons } from '../../src/db/schema.ts';
import type { RouteAccess } from '../../src/plugins/auth.ts';
import { type CaseTestContext, insertTestCase } from './cases.ts';
import { companyClerkOf, type DemoPersonKey, findDemoPerson, type TestSession } from './test-app.ts';
import { MIME, PNG_BYTES, uploadFile } from './uploads.ts';

/**
 * The objects of the route table test: for every caller, its own things, another clerk's things in the same
 * company and another company's things, all made fresh from the demo set.
 */
export type Level = 1 | 2 | 3 | 4 | 5;
export const LEVELS: Level[] = [1, 2, 3, 4, 5];

/** One clerk of Eksempel Bank per level (the demo roles). */
export const CLERK_OF_LEVEL: Record<Level, DemoPersonKey> = {
  1: 'kari',
  2: 'ola',
  3: 'siri',
  4: 'ivar',
  5: 'anne',
};

export const TARGETS = ['own', 'other clerk', 'other company'] as const;
export type Target = (typeof TARGETS)[number];

/** Whose things a target is, seen from a caller. */
export const ownerOf = (caller: DemoPersonKey, target: Target): [DemoPersonKey, DemoCompanyKey] =>
  target === 'own'
    ? [caller, 'bank']
    : target === 'other clerk'
      ? [caller === 'nina' ? 'kari' : 'nina', 'bank']
      : ['mette', 'forsikring'];

export interface OwnedObjects {
  personId: string;
  membershipId: string;
  companyId: string;
  orgNum: string;
  caseId: string;
  /** An unread letter from the complaints body with one PDF. */
  letterEventId: string;
  letterDocumentId: string;
  /** A letter the company sent, still inside its delete window. */
  sentEventId: string;
  /** An internal note the owner wrote in the case just now, so still theirs to change. */
  noteId: string;
}

/** A case of `owner` in `company` with a letter in and a letter out, as the portal would have it. */
export async function makeOwnedObjects(
  context: CaseTestContext,
  owner: DemoPersonKey,
  company: DemoCompanyKey,
): Promise<OwnedObjects> {
  const clerk = await companyClerkOf(context, owner, company);
  const now = context.clock();
  const inserted = await insertTestCase(context.db, context.blobs, {
    company,
    clerk: owner,
    events: [
      {
        isRead: false,
        createdAt: new Date(now.getTime() - 86_400_000),
        documents: [{ fileName: 'Brev fra nemnda.pdf', isLetter: true }],
      },
      {
        direction: 'outbound',
        description: 'Tilsvar',
        createdAt: new Date(now.getTime() - 60_000),
        deleteBefore: new Date(now.getTime() + 600_000),
      },
    ],
  });
  const [letter, sent] = inserted.events;
  const letterDocument = letter?.documents[0];
  if (!letter || !sent || !letterDocument) throw new Error('The test case has no letters');
  const [note] = await context.db
    .insert(internalNotes)
    .values({
      caseId: inserted.id,
      companyId: inserted.companyId,
      authorMembershipId: clerk.Id,
      body: [{ Text: 'Ring kunden' }],
      text: 'Ring kunden',
      createdAt: now,
    })
    .returning({ id: internalNotes.id });
  if (!note) throw new Error('The test case has no note');
  return {
    personId: clerk.ClerkId,
    membershipId: clerk.Id,
    companyId: DEMO_COMPANIES[company].id,
    orgNum: DEMO_COMPANIES[company].orgNum,
    caseId: inserted.id,
    letterEventId: letter.id,
    letterDocumentId: letterDocument.id,
    sentEventId: sent.id,
    noteId: note.id,
  };
}

/** Nina is the demo set's first-time user; as the "other clerk" she must be able to upload like anyone. */
export async function letNinaIn(context: CaseTestContext) {
  const nina = await findDemoPerson(context.db, 'nina');
  await context.db
    .update(persons)
    .set({ consent: true, welcomeDismissed: true })
    .where(eq(persons.id, nina.id));
}

/**
 * An upload (not yet attached) in this session (uploads belong to the session that made them); for a clerk who
 * may not upload (levels 2 and 4), a key of the right shape that matches nothing.
 */
export async function uploadOf(context: CaseTestContext, session: TestSession): Promise<UploadKey> {
  const response = await uploadFile(context, session, {
    name: 'Vedlegg.png',
    type: MIME.png,
    content: PNG_BYTES,
  });
  if (response.statusCode === 403) {
    return { Id: randomUUID(), Filename: 'Vedlegg.png', Key: randomUUID().replaceAll('-', '') };
  }
  if (response.statusCode !== 200) throw new Error(`Upload failed: ${response.body}`);
  return uploadKeySchema.parse(response.json());
}

/** A route's path with every parameter as ":*", so that table rows and Fastify's listing compare. */
export const normalizedRoute = (route: string) => route.replaceAll(/:[^/|]+(?:\|:[^/|]+)*/g, ':*');

/** Every route of the app as "METHOD path", from Fastify's own route table (HEAD twins of GET left out). */
export function routeTable(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/);
    if (!match) continue;
    stack.length = (match[1]?.length ?? 0) / 4;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(normalizedRoute(`${method} ${stack.join('')}`));
    }
  }
  return routes;
}

/** Records the declared policy of every route a request reaches, and whether it is a GET that changes state. */
export function recordPolicies(app: FastifyInstance) {
  const policies = new Map<string, { access: RouteAccess | undefined; changesState: boolean }>();
  app.addHook('onResponse', async (request) => {
    const { method, url, config } = request.routeOptions;
    if (url) {
      policies.set(normalizedRoute(`${method} ${url}`), {
        access: config.access,
        changesState: config.changesState === true,
      });
    }
  });
  return policies;
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONTENT_TYPES,
  CONTENT_WEBSITE_NAME,
  type ContentItem,
  type ContentRequest,
  contentResponseSchema,
} from '@foretaksportalen/shared/contract/content';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { contentItems } from '../src/db/schema.ts';
import { createTestApp } from './helpers/test-app.ts';

const GETCONTENT = '/content/umbraco/api/content/getcontent';

describe('POST /content/umbraco/api/content/getcontent (built-in store)', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const getContent = (payload: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url: GETCONTENT, payload });

  async function items(request: ContentRequest) {
    const response = await getContent({ WebsiteName: CONTENT_WEBSITE_NAME, ...request });
    expect(response.statusCode).toBe(200);
    return contentResponseSchema.parse(response.json());
  }

  const propertyOf = (item: ContentItem | undefined, alias: string) =>
    item?.Properties.find((property) => property.Alias === alias)?.Value;

  it.each([
    CONTENT_TYPES.consent,
    CONTENT_TYPES.declinedConsent,
    CONTENT_TYPES.welcome,
    CONTENT_TYPES.faqList,
  ])('answers one $alias item with its HTML text, without a login', async ({ alias, properties }) => {
    context = await createTestApp();
    const answer = await items({ DocumentTypeAlias: alias, PropertyAliasList: [...properties] });
    expect(answer).toHaveLength(1);
    const [item] = answer;
    expect(item?.Id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item?.Name).not.toBe('');
    expect(item?.Properties.map((property) => property.Alias)).toEqual(['text']);
    expect(propertyOf(item, 'text')).toMatch(/^<(p|h2)>[\s\S]+<\/p>$/);
  });

  it('tells in the consent text what is stored, why, for how long, the rights, and that consent is needed', async () => {
    context = await createTestApp();
    const [consent] = await items({ DocumentTypeAlias: CONTENT_TYPES.consent.alias, PropertyAliasList: [] });
    const text = propertyOf(consent, 'text') ?? '';
    for (const phrase of ['navn', 'e-postadresse', 'rolle', 'logg', 'hvor lenge', 'GDPR', 'Du må samtykke']) {
      expect(text.toLowerCase(), phrase).toContain(phrase.toLowerCase());
    }
  });

  it('answers the FAQ items in their order, each with a question and an HTML answer', async () => {
    context = await createTestApp();
    const faq = await items({
      DocumentTypeAlias: CONTENT_TYPES.faqItem.alias,
      PropertyAliasList: [...CONTENT_TYPES.faqItem.properties],
    });
    expect(faq.length).toBeGreaterThanOrEqual(10);
    for (const item of faq) {
      expect(item.Properties.map((property) => property.Alias)).toEqual(['question', 'answer']);
      expect(propertyOf(item, 'question')).toMatch(/\?$/);
      expect(propertyOf(item, 'answer')).toMatch(/^<(p|ul)>/);
    }
    expect(propertyOf(faq[0], 'question')).toBe('Hvilken frist har vi for å svare nemnda?');
    const answers = faq.map((item) => propertyOf(item, 'answer')).join('\n');
    for (const topic of ['25 MB', 'DOCX', 'ti minutter', 'Ufordelte saker', 'MitID', 'arkivere']) {
      expect(answers, topic).toContain(topic);
    }
  });

  it('answers the news banner switched off by default', async () => {
    context = await createTestApp();
    const [banner] = await items({
      DocumentTypeAlias: CONTENT_TYPES.newsBanner.alias,
      PropertyAliasList: [...CONTENT_TYPES.newsBanner.properties],
    });
    expect(propertyOf(banner, 'aktivt')).toBe('false');
    expect(propertyOf(banner, 'text')).toContain('vedlikehold');
  });

  it('answers only the requested properties, null for one the item lacks, and all when none are named', async () => {
    context = await createTestApp();
    const alias = CONTENT_TYPES.faqItem.alias;
    const [questionOnly] = await items({ DocumentTypeAlias: alias, PropertyAliasList: ['question'] });
    expect(questionOnly?.Properties.map((property) => property.Alias)).toEqual(['question']);

    const [withUnknown] = await items({ DocumentTypeAlias: alias, PropertyAliasList: ['answer', 'bilde'] });
    expect(withUnknown?.Properties[1]).toEqual({ Alias: 'bilde', Value: null });
    expect(withUnknown?.Properties[0]?.Value).toContain('<p>');

    const [all] = await items({ DocumentTypeAlias: alias, PropertyAliasList: [] });
    expect(all?.Properties.map((property) => property.Alias).sort()).toEqual(['answer', 'question']);
    const [defaulted] = await items({ DocumentTypeAlias: alias });
    expect(defaulted).toEqual(all);

    // The names every JavaScript object inherits are no properties of an item (the payload tests found __proto__).
    const inherited = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const [withInherited] = await items({ DocumentTypeAlias: alias, PropertyAliasList: inherited });
    expect(withInherited?.Properties).toEqual(inherited.map((name) => ({ Alias: name, Value: null })));
  });

  it('answers an empty list for an alias it does not know', async () => {
    context = await createTestApp();
    expect(await items({ DocumentTypeAlias: 'finnesIkke', PropertyAliasList: ['text'] })).toEqual([]);
  });

  it('answers a bad request body with 400 problem+json', async () => {
    context = await createTestApp();
    for (const payload of [
      {},
      { DocumentTypeAlias: '' },
      { DocumentTypeAlias: 'samtykkeItem', PropertyAliasList: 'text' },
      { DocumentTypeAlias: 42 },
    ]) {
      const response = await getContent(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().title).toBe('Ugyldige opplysninger i forespørselen');
    }
  });

  it('keeps edited content: the seed only fills an empty store', async () => {
    context = await createTestApp();
    const { seedContent } = await import('../src/db/seed.ts');
    const before = await context.db.select().from(contentItems);
    await seedContent(context.db);
    expect(await context.db.select().from(contentItems)).toHaveLength(before.length);
  });
});

describe('getcontent from an upstream headless CMS', () => {
  let context: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let upstream: http.Server | undefined;
  afterEach(async () => {
    await context?.app.close();
    await new Promise((resolve) => upstream?.close(resolve) ?? resolve(undefined));
  });

  /** A tiny CMS that records what it was asked and answers as told. */
  async function startUpstream(answer: (body: unknown) => { status: number; body: string }) {
    const received: unknown[] = [];
    upstream = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(raw);
        received.push({ method: request.method, url: request.url, body });
        const { status, body: answerBody } = answer(body);
        response.writeHead(status, { 'content-type': 'application/json' }).end(answerBody);
      });
    });
    await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/umbraco/api/content/getcontent`, received };
  }

  const withUpstream = async (url: string, config: Partial<Config> = {}) => {
    context = await createTestApp({ config: { ...config, contentUpstreamUrl: url } });
    return context;
  };

  const request = {
    DocumentTypeAlias: 'samtykkeItem',
    PropertyAliasList: ['text'],
    WebsiteName: CONTENT_WEBSITE_NAME,
  };

  it('passes the request through and answers what the CMS answers', async () => {
    const fromCms = [
      { Id: '1062', Name: 'Samtykke', Properties: [{ Alias: 'text', Value: '<p>Fra CMS</p>' }] },
    ];
    const cms = await startUpstream(() => ({ status: 200, body: JSON.stringify(fromCms) }));
    const { app } = await withUpstream(cms.url);
    const response = await app.inject({ method: 'POST', url: GETCONTENT, payload: request });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(fromCms);
    expect(cms.received).toEqual([{ method: 'POST', url: '/umbraco/api/content/getcontent', body: request }]);
  });

  it.each([
    ['an error status', { status: 500, body: '{"Message":"An error has occurred."}' }],
    ['an answer in another shape', { status: 200, body: '{"items":[]}' }],
    ['an answer that is not JSON', { status: 200, body: '<html>' }],
  ])('answers 502 problem+json when the CMS gives %s', async (_case, answer) => {
    const cms = await startUpstream(() => answer);
    const { app } = await withUpstream(cms.url);
    const response = await app.inject({ method: 'POST', url: GETCONTENT, payload: request });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 502, title: 'Innholdet kan ikke hentes akkurat nå' });
    expect(response.body).not.toContain('An error has occurred');
  });

  it('answers 502 when the CMS cannot be reached', async () => {
    const cms = await startUpstream(() => ({ status: 200, body: '[]' }));
    await new Promise((resolve) => upstream?.close(resolve));
    upstream = undefined;
    const { app } = await withUpstream(cms.url);
    const response = await app.inject({ method: 'POST', url: GETCONTENT, payload: request });
    expect(response.statusCode).toBe(502);
    expect(response.json().title).toBe('Innholdet kan ikke hentes akkurat nå');
  });
});

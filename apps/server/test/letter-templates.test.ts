import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ANSWER_INVALID,
  ANSWER_TOO_DEEP,
  ANSWER_TOO_LONG,
  ANSWER_TOO_MANY_PARTS,
  type AnswerBlock,
  type AnswerDoc,
  type AnswerInline,
  LINK_INVALID,
} from '@foretaksportalen/shared/contract/answer';
import { auditLogPageSchema } from '@foretaksportalen/shared/contract/audit-log';
import { answerPreviewPath } from '@foretaksportalen/shared/contract/letter-draft';
import {
  answerFieldsPath,
  LETTER_TEMPLATES_PATH,
  type LetterTemplateInput,
  letterTemplatePath,
  letterTemplateSchema,
  letterTemplatesSchema,
  mergeValuesSchema,
  TEMPLATE_NAME_REQUIRED,
  TEMPLATE_NAME_TAKEN,
  TEMPLATES_TOO_MANY,
} from '@foretaksportalen/shared/contract/letter-template';
import { problemSchema } from '@foretaksportalen/shared/contract/problem';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { LETTER_TEMPLATES_MAX } from '@foretaksportalen/shared/limits';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { letterTemplates } from '../src/db/schema.ts';
import { JSON_TOO_DEEP } from '../src/lib/json-depth.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import { asClerk, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';

const text = (value: string, ...marks: ('bold' | 'italic')[]): AnswerInline =>
  marks.length
    ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: value };
const paragraph = (...content: AnswerInline[]): AnswerBlock => ({ type: 'paragraph', content });
const field = (name: 'Klager.Navn' | 'Klager.Adresse' | 'Sak.Nummer' | 'Dato'): AnswerInline => ({
  type: 'mergeField',
  attrs: { field: name },
});

const BODY: AnswerDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Tilsvar i sak '), field('Sak.Nummer')] },
    paragraph(
      text('Vi viser til klagen fra '),
      field('Klager.Navn'),
      text(' og svarer '),
      text('innen fristen', 'bold'),
      text('.'),
    ),
  ],
};
const TEMPLATE: LetterTemplateInput = { Name: 'Kort tilsvar', Subject: 'Tilsvar', Body: BODY };

describe('letter templates and the answer written from them (issue 46)', () => {
  let context: CaseTestContext;
  afterEach(() => context?.app.close());

  const start = async () => {
    context = await createCaseTestApp({ clock: testClock() });
    return context;
  };

  async function call(
    person: DemoPersonKey,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    company: 'bank' | 'forsikring' = 'bank',
  ): Promise<LightMyRequestResponse> {
    const session = await sessionFor(context, person, company);
    return context.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as object }),
      ...asClerk(session, context.config),
    });
  }

  const problemOf = (response: LightMyRequestResponse) => {
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    return problemSchema.parse(response.json());
  };

  /** The field messages of a 400, by field. */
  const fieldErrorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return problemOf(response).errors ?? {};
  };
  const messagesOf = (response: LightMyRequestResponse) => [
    ...new Set(Object.values(fieldErrorsOf(response)).flat()),
  ];

  const listAs = async (person: DemoPersonKey, company: 'bank' | 'forsikring' = 'bank') => {
    const response = await call(person, 'GET', LETTER_TEMPLATES_PATH, undefined, company);
    expect(response.statusCode, response.body).toBe(200);
    return letterTemplatesSchema.parse(response.json());
  };

  const auditKinds = async (kind: string) => {
    const response = await call('anne', 'GET', `/api/auditlog?kind=${kind}&page=1`);
    expect(response.statusCode, response.body).toBe(200);
    return auditLogPageSchema.parse(response.json()).Entries;
  };

  describe('the templates', () => {
    it('are listed by name for every level that sees cases, each company its own; level 4 is refused', async () => {
      await start();
      const names = ['Anmodning om utsatt frist', 'Bekreftelse på forlik', 'Tilsvar til klage'];
      for (const person of ['kari', 'ola', 'siri', 'anne'] as const)
        expect((await listAs(person)).map((template) => template.Name)).toEqual(names);
      const bank = await listAs('anne');
      const forsikring = await listAs('mette', 'forsikring');
      expect(forsikring.map((template) => template.Name)).toEqual(names);
      expect(forsikring.map((template) => template.Id)).not.toContain(bank[0]?.Id);
      const refused = await call('ivar', 'GET', LETTER_TEMPLATES_PATH);
      expect(refused.statusCode).toBe(403);
      expect(problemOf(refused).code).toBe('case.no-access');
    });

    it('are made, changed and deleted by an administrator, each in the company’s log', async () => {
      await start();
      const created = await call('anne', 'POST', LETTER_TEMPLATES_PATH, TEMPLATE);
      expect(created.statusCode, created.body).toBe(201);
      const template = letterTemplateSchema.parse(created.json());
      expect(template).toMatchObject({ Name: 'Kort tilsvar', Subject: 'Tilsvar', Body: BODY });
      expect(template.Updated).toBe(context.clock().toISOString());
      expect((await listAs('kari')).find((each) => each.Id === template.Id)).toEqual(template);

      const changedBody: AnswerDoc = { type: 'doc', content: [paragraph(text('Ny tekst '), field('Dato'))] };
      const changed = await call('anne', 'PUT', letterTemplatePath(template.Id), {
        Name: 'Tilsvar, kort',
        Subject: '',
        Body: changedBody,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(letterTemplateSchema.parse(changed.json())).toMatchObject({
        Id: template.Id,
        Name: 'Tilsvar, kort',
        Subject: null,
        Body: changedBody,
      });
      // Saved again under the same name: no rename in the log.
      expect(
        (await call('anne', 'PUT', letterTemplatePath(template.Id), { ...TEMPLATE, Name: 'Tilsvar, kort' }))
          .statusCode,
      ).toBe(200);

      const deleted = await call('anne', 'DELETE', letterTemplatePath(template.Id));
      expect(deleted.statusCode).toBe(204);
      expect((await listAs('anne')).map((each) => each.Id)).not.toContain(template.Id);
      expect((await call('anne', 'DELETE', letterTemplatePath(template.Id))).statusCode).toBe(404);

      const anne = { Kind: 'Person', Name: 'Anne Admin' };
      expect(await auditKinds('letter-template.created')).toMatchObject([
        { Actor: anne, Kind: 'letter-template.created', Template: 'Kort tilsvar' },
      ]);
      expect(await auditKinds('letter-template.changed')).toMatchObject([
        { Actor: anne, Kind: 'letter-template.changed', Template: 'Tilsvar, kort', FormerName: null },
        {
          Actor: anne,
          Kind: 'letter-template.changed',
          Template: 'Tilsvar, kort',
          FormerName: 'Kort tilsvar',
        },
      ]);
      expect(await auditKinds('letter-template.deleted')).toMatchObject([
        { Actor: anne, Kind: 'letter-template.deleted', Template: 'Tilsvar, kort' },
      ]);
    });

    it('are kept by level 5 alone: levels 1-4 are refused before their input is read', async () => {
      await start();
      const [existing] = await listAs('anne');
      if (!existing) throw new Error('No demo template');
      for (const person of ['kari', 'ola', 'siri', 'ivar'] as const) {
        for (const [method, url] of [
          ['POST', LETTER_TEMPLATES_PATH],
          ['PUT', letterTemplatePath(existing.Id)],
          ['DELETE', letterTemplatePath(existing.Id)],
        ] as const) {
          const response = await call(person, method, url, method === 'DELETE' ? undefined : { Name: 42 });
          expect(response.statusCode, `${person} ${method}`).toBe(403);
          expect(problemOf(response)).toMatchObject({
            code: 'letter-template.forbidden',
            title: 'Du har ikke tilgang til å endre brevmaler',
          });
        }
      }
      expect((await listAs('anne')).map((template) => template.Name)).toHaveLength(3);
    });

    it('of another company answer as ones that do not exist', async () => {
      await start();
      const [theirs] = await listAs('mette', 'forsikring');
      if (!theirs) throw new Error('No demo template');
      for (const response of [
        await call('anne', 'PUT', letterTemplatePath(theirs.Id), TEMPLATE),
        await call('anne', 'DELETE', letterTemplatePath(theirs.Id)),
        await call('anne', 'DELETE', letterTemplatePath('6a1d4c2e-0000-4000-8000-000000000000')),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(problemOf(response)).toMatchObject({
          code: 'letter-template.not-found',
          title: 'Fant ikke malen',
        });
      }
      expect(await listAs('anne', 'forsikring')).toContainEqual(theirs);
    });

    it('have names of their own in the company, whatever the case and spaces (409 on Name)', async () => {
      await start();
      const [first, second] = await listAs('anne');
      if (!first || !second) throw new Error('No demo templates');
      for (const response of [
        await call('anne', 'POST', LETTER_TEMPLATES_PATH, { ...TEMPLATE, Name: first.Name }),
        await call('anne', 'POST', LETTER_TEMPLATES_PATH, {
          ...TEMPLATE,
          Name: ` ${first.Name.toUpperCase()} `,
        }),
        await call('anne', 'PUT', letterTemplatePath(second.Id), { ...TEMPLATE, Name: first.Name }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(problemOf(response)).toMatchObject({
          code: 'letter-template.name-taken',
          ErrorMessage: TEMPLATE_NAME_TAKEN,
          errors: { Name: [TEMPLATE_NAME_TAKEN] },
        });
      }
      // The same name in another company is another company's template.
      expect((await call('anne', 'POST', LETTER_TEMPLATES_PATH, TEMPLATE)).statusCode).toBe(201);
      expect((await call('anne', 'POST', LETTER_TEMPLATES_PATH, TEMPLATE, 'forsikring')).statusCode).toBe(
        201,
      );
    });

    it(`are at most ${LETTER_TEMPLATES_MAX} in a company`, async () => {
      await start();
      const existing = (await listAs('anne')).length;
      await context.db.insert(letterTemplates).values(
        Array.from({ length: LETTER_TEMPLATES_MAX - existing }, (_, index) => ({
          companyId: DEMO_COMPANIES.bank.id,
          name: `Mal ${index}`,
          body: BODY,
        })),
      );
      const refused = await call('anne', 'POST', LETTER_TEMPLATES_PATH, TEMPLATE);
      expect(refused.statusCode).toBe(409);
      expect(problemOf(refused)).toMatchObject({
        code: 'letter-template.too-many',
        ErrorMessage: TEMPLATES_TOO_MANY,
      });
      expect(await listAs('anne')).toHaveLength(LETTER_TEMPLATES_MAX);
      await context.db.delete(letterTemplates).where(eq(letterTemplates.name, 'Mal 0'));
      expect((await call('anne', 'POST', LETTER_TEMPLATES_PATH, TEMPLATE)).statusCode).toBe(201);
    });

    it('refuse what the contract does not take with Norwegian messages: the body’s size, depth and parts', async () => {
      await start();
      const save = (input: object) => call('anne', 'POST', LETTER_TEMPLATES_PATH, { ...TEMPLATE, ...input });
      const body = (...content: unknown[]) => ({ Body: { type: 'doc', content } });

      expect(fieldErrorsOf(await save({ Name: '  ' }))).toEqual({ Name: [TEMPLATE_NAME_REQUIRED] });
      expect(fieldErrorsOf(await save({ Name: 'x'.repeat(101) }))).toEqual({
        Name: ['Navn kan maksimalt inneholde 100 tegn'],
      });
      expect(messagesOf(await save({ Body: '<h1>Tilsvar</h1><script>alert(1)</script>' }))).toEqual([
        ANSWER_INVALID,
      ]);
      expect(messagesOf(await save(body({ type: 'image', attrs: { src: 'https://x.no/a.png' } })))).toEqual([
        ANSWER_INVALID,
      ]);
      expect(
        messagesOf(
          await save(
            body({
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'x',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            }),
          ),
        ),
      ).toEqual([LINK_INVALID]);

      // Almost a megabyte of text in one paragraph: read, and refused by its length.
      const longText = await save(body(paragraph(text('a'.repeat(1_000_000)))));
      expect(messagesOf(longText)).toEqual([ANSWER_TOO_LONG]);
      // Over the request's limit: refused before it is read.
      const tooLarge = await save(body(paragraph(text('a'.repeat(1_100_000)))));
      expect(tooLarge.statusCode).toBe(413);
      expect(problemOf(tooLarge).title).toBe('Forespørselen er for stor');

      // Lists four deep; and a body nested past the JSON limit.
      let nested: unknown = paragraph(text('innerst'));
      for (let level = 0; level < 4; level++)
        nested = {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [paragraph(text('punkt')), nested] }],
        };
      expect(messagesOf(await save(body(nested)))).toEqual([ANSWER_TOO_DEEP]);
      for (let level = 0; level < 20; level++)
        nested = {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [paragraph(text('punkt')), nested] }],
        };
      const tooDeep = await save(body(nested));
      expect(tooDeep.statusCode).toBe(400);
      expect(problemOf(tooDeep)).toMatchObject({ code: 'body-too-deep', title: JSON_TOO_DEEP });

      // 20,000 texts of a character each: short enough, but too many parts.
      const manyTexts = Array.from({ length: 100 }, () =>
        paragraph(
          ...Array.from({ length: 200 }, (_, index) => text('x', ...(index % 2 ? (['bold'] as const) : []))),
        ),
      );
      expect(messagesOf(await save(body(...manyTexts)))).toEqual([ANSWER_TOO_MANY_PARTS]);
      expect(await listAs('anne')).toHaveLength(3);
    });
  });

  describe('the answer in a case', () => {
    const complainedCase = (overrides: Parameters<typeof insertTestCase>[2] = {}) =>
      insertTestCase(context.db, context.blobs, {
        clerk: 'kari',
        caseNumber: 'EB-2026-0777',
        dueDate: '2026-12-04',
        companyCaseRef: 'KORT-1234',
        complainer: {
          firstName: 'Solsiden Regnskap AS',
          lastName: 'Åse Ødegård',
          isFirm: true,
          address: 'Storgatan 1\nLgh 1102',
          postalCode: '111 22',
          postalPlace: 'Stockholm',
          countryCode: 'SE',
        },
        ...overrides,
      });

    it('has its merge fields filled from the case, for the clerk who writes', async () => {
      await start();
      const target = await complainedCase();
      const response = await call('kari', 'GET', answerFieldsPath(target.id));
      expect(response.statusCode, response.body).toBe(200);
      expect(mergeValuesSchema.parse(response.json()).Values).toEqual({
        'Klager.Navn': 'Solsiden Regnskap AS v/ Åse Ødegård',
        'Klager.Adresse': 'Storgatan 1, Lgh 1102, 111 22 Stockholm, Sverige',
        'Sak.Nummer': 'EB-2026-0777',
        'Sak.Foretaksref': 'KORT-1234',
        'Sak.Forfall': '04.12.2026',
        'Saksbehandler.Navn': 'Kari Nordmann',
        'Saksbehandler.Telefon': '92345678',
        'Foretak.Navn': 'Eksempel Bank ASA',
        Dato: '21.11.2026',
      });
      // Siri, who sees all of the company's cases, writes as herself.
      const siri = mergeValuesSchema.parse(
        (await call('siri', 'GET', answerFieldsPath(target.id))).json(),
      ).Values;
      expect([siri['Saksbehandler.Navn'], siri['Saksbehandler.Telefon']]).toEqual([
        'Siri Superbruker',
        '94567890',
      ]);
    });

    it('leaves a field null where the case has no value: no complainer, no due date, no reference', async () => {
      await start();
      const bare = await insertTestCase(context.db, context.blobs, { clerk: 'kari', complainer: null });
      const values = mergeValuesSchema.parse(
        (await call('kari', 'GET', answerFieldsPath(bare.id))).json(),
      ).Values;
      expect(values).toMatchObject({
        'Klager.Navn': null,
        'Klager.Adresse': null,
        'Sak.Foretaksref': null,
        'Sak.Forfall': null,
        'Sak.Nummer': bare.caseNumber,
      });
      const consumer = await insertTestCase(context.db, context.blobs, {
        clerk: 'kari',
        complainer: {
          firstName: 'Per',
          lastName: 'Klagesen',
          address: 'Storgata 1',
          postalCode: '0150',
          postalPlace: 'OSLO',
          countryCode: 'NO',
        },
      });
      const ofConsumer = mergeValuesSchema.parse(
        (await call('kari', 'GET', answerFieldsPath(consumer.id))).json(),
      ).Values;
      expect([ofConsumer['Klager.Navn'], ofConsumer['Klager.Adresse']]).toEqual([
        'Per Klagesen',
        'Storgata 1, 0150 OSLO',
      ]);
      const noAddress = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
      const withoutAddress = mergeValuesSchema.parse(
        (await call('kari', 'GET', answerFieldsPath(noAddress.id))).json(),
      ).Values;
      expect([withoutAddress['Klager.Navn'], withoutAddress['Klager.Adresse']]).toEqual([
        'Per Klagesen',
        null,
      ]);
    });

    it('is only for a case the caller sees', async () => {
      await start();
      const karis = await complainedCase();
      const mettes = await insertTestCase(context.db, context.blobs, {
        company: 'forsikring',
        clerk: 'mette',
      });
      for (const url of [answerFieldsPath(karis.id), answerPreviewPath(karis.id)]) {
        const method = url.endsWith('preview') ? 'POST' : 'GET';
        const payload = method === 'POST' ? { Answer: BODY } : undefined;
        expect((await call('ola', method, url, payload)).statusCode).toBe(404);
        expect((await call('kari', method, url.replace(karis.id, mettes.id), payload)).statusCode).toBe(404);
        const ivar = await call('ivar', method, url, payload);
        expect(ivar.statusCode).toBe(403);
        expect(problemOf(ivar).code).toBe('case.no-access');
      }
    });

    it('previews as the PDF that is sent: letterhead, case, date, the text with its fields filled, the caller signing', async () => {
      await start();
      const target = await complainedCase();
      const answer: AnswerDoc = {
        type: 'doc',
        content: [
          ...BODY.content,
          paragraph(text('Adresse: '), field('Klager.Adresse'), text('. Dato: '), field('Dato')),
          { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Første punkt'))] }] },
        ],
      };
      const response = await call('siri', 'POST', answerPreviewPath(target.id), { Answer: answer });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="Tilsvar EB-2026-0777.pdf"; filename*=UTF-8''Tilsvar%20EB-2026-0777.pdf`,
      );
      expect(response.headers['cache-control']).toContain('no-store');
      expect(pdfLines(response.rawPayload)).toEqual([
        'Eksempel Bank ASA 21.11.2026',
        'Org.nr. 999 888 777',
        'Til: Klagenemnda',
        'Saksnummer: EB-2026-0777',
        'Tilsvar i sak EB-2026-0777',
        'Vi viser til klagen fra Solsiden Regnskap AS v/ Åse Ødegård og svarer innen fristen.',
        'Adresse: Storgatan 1, Lgh 1102, 111 22 Stockholm, Sverige. Dato: 21.11.2026',
        '• Første punkt',
        'Med vennlig hilsen',
        'Siri Superbruker',
        'Eksempel Bank ASA',
        'Side 1 av 1',
      ]);
    });

    it('previews a field the case has no value for as its token, and refuses an answer the contract does not take', async () => {
      await start();
      const bare = await insertTestCase(context.db, context.blobs, { clerk: 'kari', complainer: null });
      const response = await call('kari', 'POST', answerPreviewPath(bare.id), {
        Answer: { type: 'doc', content: [paragraph(text('Til '), field('Klager.Navn'))] },
      });
      expect(response.statusCode).toBe(200);
      expect(pdfLines(response.rawPayload)).toContain('Til {Klager.Navn}');
      const refused = await call('kari', 'POST', answerPreviewPath(bare.id), { Answer: '<p>Hei</p>' });
      expect(messagesOf(refused)).toEqual([ANSWER_INVALID]);
    });
  });
});

/** What pdftotext reads of a PDF, a line of text a line, without blank lines. */
function pdfLines(bytes: Uint8Array) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'answer-preview-'));
  try {
    const file = path.join(folder, 'tilsvar.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line !== '' && line !== '\f');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

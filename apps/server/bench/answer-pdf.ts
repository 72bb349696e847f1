import type { AnswerBlock, AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import { answerPreviewPath } from '@foretaksportalen/shared/contract/letter-draft';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { ANSWER_MAX_TEXT_LENGTH } from '@foretaksportalen/shared/limits';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { cases } from '../src/db/schema.ts';
import { demoLetterTemplates } from '../src/demo/demo-letter-templates.ts';
import { renderAnswerPdf } from '../src/lib/answer-pdf.ts';
import { median, openBenchPortal, percentile } from './bench-portal.ts';

export interface AnswerPdfBenchResult {
  what: string;
  pages: number;
  characters: number;
  medianMs: number;
  p90Ms: number;
}

const REASONING =
  'Foretaket har gått gjennom kundens kontoutskrifter og loggen over innlogginger i nettbanken. Transaksjonene ble godkjent med kundens personlige kode og engangskode, og det er ikke registrert endringer av kontaktopplysninger i perioden. Etter foretakets syn viser dette at kunden selv, eller noen kunden har gitt tilgang, har gjennomført betalingene.';

/**
 * A tilsvar of two pages as a clerk would write it from the demo template: its headings, lists, bold text and
 * merge fields, and the foretak's reasoning at length.
 */
function twoPageAnswer(): AnswerDoc {
  const template = demoLetterTemplates('bank').find((each) => each.name === 'Tilsvar til klage');
  if (!template) throw new Error('No demo template Tilsvar til klage');
  const reasoning: AnswerBlock[] = Array.from({ length: 9 }, (_, index) => ({
    type: 'paragraph',
    content: [
      { type: 'text', text: `${index + 1}. `, marks: [{ type: 'bold' }] },
      { type: 'text', text: REASONING },
    ],
  }));
  const [first, second, ...rest] = template.body.content;
  return {
    type: 'doc',
    content: [first, second, ...reasoning, ...rest].filter((block) => block !== undefined),
  };
}

/** The longest answer the contract takes: ANSWER_MAX_TEXT_LENGTH characters in paragraphs of 600. */
function longestAnswer(): AnswerDoc {
  const words = 'klagen gjelder uautoriserte transaksjoner med kort i utlandet og foretaket fastholder ';
  const paragraph = words.repeat(Math.ceil(600 / words.length)).slice(0, 600);
  return {
    type: 'doc',
    content: Array.from({ length: ANSWER_MAX_TEXT_LENGTH / 600 }, () => ({
      type: 'paragraph' as const,
      content: [{ type: 'text' as const, text: paragraph }],
    })),
  };
}

const characters = (doc: AnswerDoc) => JSON.stringify(doc).length;

async function timed(runs: number, call: () => Promise<unknown>) {
  for (let warmUp = 0; warmUp < 3; warmUp++) await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), p90Ms: percentile(times, 0.9) };
}

/**
 * The answer's PDF (issue 46): `renderAnswerPdf` alone for a two-page tilsvar and for the longest answer the
 * contract takes, and 'Forhåndsvis' (`POST /api/case/{caseUid}/answer/preview`) in-process on PGlite for Anne,
 * from request to answer: the case's merge fields read, the answer filled and drawn.
 */
export async function benchAnswerPdf({ runs }: { runs: number }): Promise<AnswerPdfBenchResult[]> {
  const letter = {
    company: { name: DEMO_COMPANIES.bank.name, orgNum: DEMO_COMPANIES.bank.orgNum },
    recipient: 'Klagenemnda',
    caseNumber: 'EB-2026-0042',
    date: '2026-12-07',
    subject: 'Tilsvar til klagen',
    signatory: 'Anne Admin',
  };
  const results: AnswerPdfBenchResult[] = [];
  for (const [what, answer] of [
    ['renderAnswerPdf, a two-page tilsvar', twoPageAnswer()],
    [`renderAnswerPdf, ${ANSWER_MAX_TEXT_LENGTH} characters (the contract's most)`, longestAnswer()],
  ] as const) {
    const bytes = await renderAnswerPdf({ ...letter, answer });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    results.push({
      what,
      pages,
      characters: characters(answer),
      ...(await timed(runs, () => renderAnswerPdf({ ...letter, answer }))),
    });
  }

  const portal = await openBenchPortal({ kind: 'pglite', extraCases: 0 });
  try {
    const [target] = await portal.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.companyId, DEMO_COMPANIES.bank.id))
      .orderBy(asc(cases.caseNumber))
      .limit(1);
    if (!target) throw new Error('The bank has no cases');
    const answer = twoPageAnswer();
    const preview = async () => {
      const response = await portal.app.inject({
        method: 'POST',
        url: answerPreviewPath(target.id),
        payload: { Answer: answer },
        ...portal.inject,
      });
      if (response.statusCode !== 200) throw new Error(`The preview answered ${response.statusCode}`);
      return response.rawPayload;
    };
    const pages = (await PDFDocument.load(await preview())).getPageCount();
    results.push({
      what: 'POST /api/case/{caseUid}/answer/preview, the two-page tilsvar (PGlite, in-process)',
      pages,
      characters: characters(answer),
      ...(await timed(runs, preview)),
    });
  } finally {
    await portal.close();
  }
  return results;
}

import { sql } from 'drizzle-orm';
import { documents, searchTexts } from '../src/db/schema.ts';
import { renderLetterPdf } from '../src/lib/letter-pdf.ts';
import { createTextExtractor } from '../src/lib/text-extraction/text-extractor.ts';
import { docx, xlsx } from '../test/helpers/office-files.ts';
import { median, openBenchPortal, percentile } from './bench-portal.ts';

/** The words complaint letters are about: each document has ten of them, so that a query finds some thousands. */
const TOPIC_WORDS = [
  'forsikring',
  'egenandel',
  'reise',
  'bil',
  'skade',
  'innbo',
  'kasko',
  'reklamasjon',
  'erstatning',
  'avslag',
  'klage',
  'vilkår',
  'dekning',
  'tyveri',
  'vannskade',
  'brann',
  'sykdom',
  'avbestilling',
  'bagasje',
  'forsinkelse',
  'lån',
  'rente',
  'gebyr',
  'kort',
  'svindel',
  'betaling',
  'konto',
  'overføring',
  'pensjon',
  'fond',
  'premie',
  'oppsigelse',
  'fornyelse',
  'takst',
  'verdi',
  'kvittering',
  'dokumentasjon',
  'frist',
  'vedtak',
  'nemnd',
];

export interface SearchBenchResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  documents: number;
  texts: number;
  query: string;
  hits: number;
  medianMs: number;
  p90Ms: number;
}

/**
 * GET /api/search for Anne (all of the bank's cases) over 10,000 generated cases, each of their documents with a
 * text of 150 words (ten topic words, the rest drawn from 3,000 others), measured in-process from request to answer,
 * `runs` times after a warm-up.
 */
export async function benchSearch(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  cases: number;
  runs: number;
}): Promise<SearchBenchResult> {
  const portal = await openBenchPortal({ ...options, extraCases: options.cases });
  try {
    const topicWords = sql`array[${sql.join(
      TOPIC_WORDS.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]`;
    // Texts made in the database itself: every row's 150 words in one statement.
    await portal.db.execute(sql`
      update ${searchTexts} set state = 'indexed', content = words.text,
        vector = search_vector(words.text), indexed_at = now()
      from (
        select t.id, (
          select string_agg(
            case when n <= 10 then (${topicWords})[1 + floor(random() * ${TOPIC_WORDS.length})::int]
                 else 'ord' || floor(random() * 3000)::int end, ' ')
          from generate_series(1, 150) as n where t.id is not null
        ) as text
        from ${searchTexts} t
      ) as words
      where words.id = ${searchTexts}.id`);
    const texts = await portal.db.$count(searchTexts);
    const documentCount = await portal.db.$count(documents);
    const query = process.env.BENCH_SEARCH_QUERY ?? 'egenandel reise ';
    const url = `/api/search?${new URLSearchParams({ q: query, page: '1' })}`;
    const call = () => portal.app.inject({ method: 'GET', url, ...portal.inject });
    // Once uncompressed, to read how many it found.
    const first = await portal.app.inject({
      method: 'GET',
      url,
      ...portal.inject,
      headers: { ...portal.inject.headers, 'accept-encoding': 'identity' },
    });
    if (first.statusCode !== 200) throw new Error(`The search answered ${first.statusCode}: ${first.body}`);
    for (let warmUp = 0; warmUp < 3; warmUp++) await call();
    const times: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now();
      const response = await call();
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`The search answered ${response.statusCode}`);
    }
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      cases: options.cases,
      documents: documentCount,
      texts,
      query: query.trim(),
      hits: first.json().Total,
      medianMs: median(times),
      p90Ms: percentile(times, 0.9),
    };
  } finally {
    await portal.close();
  }
}

export interface ExtractionBenchRow {
  kind: string;
  documents: number;
  bytesEach: number;
  perSecond: number;
}

/** Documents read per second by the indexer's worker thread, by type: letters of three pages, DOCX and XLSX. */
export async function benchExtraction(count = 60): Promise<ExtractionBenchRow[]> {
  const paragraph = `Klagen gjelder ${TOPIC_WORDS.join(' og ')}.`;
  const samples = [
    {
      kind: 'PDF letter, 3 pages',
      mimeType: 'application/pdf',
      bytes: await renderLetterPdf({
        title: 'Tilsvar',
        paragraphs: Array.from({ length: 24 }, () => paragraph),
      }),
    },
    {
      kind: 'DOCX, 40 paragraphs',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: docx(...Array.from({ length: 40 }, () => paragraph)),
    },
    {
      kind: 'XLSX, 500 cells',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: await xlsx(
        Array.from({ length: 100 }, (_, row) => TOPIC_WORDS.slice(0, 5).map((word) => `${word} ${row}`)),
      ),
    },
  ];
  const extractor = createTextExtractor({ timeoutMs: 30_000 });
  try {
    const rows: ExtractionBenchRow[] = [];
    for (const sample of samples) {
      await extractor.extract(sample.bytes, sample.mimeType);
      const started = performance.now();
      for (let index = 0; index < count; index++) await extractor.extract(sample.bytes, sample.mimeType);
      const seconds = (performance.now() - started) / 1000;
      rows.push({
        kind: sample.kind,
        documents: count,
        bytesEach: sample.bytes.length,
        perSecond: count / seconds,
      });
    }
    return rows;
  } finally {
    await extractor.close();
  }
}

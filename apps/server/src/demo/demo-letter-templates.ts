import {
  type AnswerBlock,
  type AnswerDoc,
  type AnswerInline,
  answerDocSchema,
  type MergeField,
} from '@foretaksportalen/shared/contract/answer';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import type { Database } from '../db/client.ts';
import { letterTemplates } from '../db/schema.ts';

/*
 * The demo companies' letter templates ('Brevmaler', issue 46): a tilsvar, a request for more time and the
 * confirmation of a settlement, as a company's administrator would write them, with merge fields.
 */

const text = (value: string, ...marks: ('bold' | 'italic')[]): AnswerInline =>
  marks.length
    ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: value };
const field = (name: MergeField): AnswerInline => ({ type: 'mergeField', attrs: { field: name } });
const link = (value: string, href: string): AnswerInline => ({
  type: 'text',
  text: value,
  marks: [{ type: 'link', attrs: { href } }],
});
const paragraph = (...content: AnswerInline[]): AnswerBlock => ({ type: 'paragraph', content });
const heading = (level: 2 | 3, ...content: AnswerInline[]): AnswerBlock => ({
  type: 'heading',
  attrs: { level },
  content,
});
const list = (type: 'bulletList' | 'orderedList', ...items: AnswerInline[][]): AnswerBlock => ({
  type,
  content: items.map((content) => ({ type: 'listItem', content: [paragraph(...content)] })),
});
const doc = (...content: AnswerBlock[]): AnswerDoc => answerDocSchema.parse({ type: 'doc', content });

/** What differs between a bank and an insurance company in the same letters. */
const TRADES: Record<DemoCompanyKey, { terms: string; website: string }> = {
  bank: { terms: 'avtalevilkårene for kontoen og kortet', website: 'https://www.eksempelbank.no/klage' },
  forsikring: {
    terms: 'forsikringsvilkårene og forsikringsbeviset',
    website: 'https://www.eksempelforsikring.no/klage',
  },
};

export function demoLetterTemplates(company: DemoCompanyKey) {
  const { terms, website } = TRADES[company];
  return [
    {
      name: 'Tilsvar til klage',
      subject: 'Tilsvar til klagen',
      body: doc(
        heading(2, text('Foretakets tilsvar i sak '), field('Sak.Nummer')),
        paragraph(
          text('Vi viser til klagen fra '),
          field('Klager.Navn'),
          text(', '),
          field('Klager.Adresse'),
          text(', og til nemndas anmodning om uttalelse. Foretakets referanse i saken er '),
          field('Sak.Foretaksref'),
          text('.'),
        ),
        heading(3, text('Saksforholdet')),
        paragraph(text('[Beskriv kort hva klagen gjelder, og hva som har skjedd i saken.]', 'italic')),
        heading(3, text('Foretakets vurdering')),
        paragraph(
          text('Foretaket har gått gjennom saken på nytt. Vurderingen bygger på '),
          text(terms),
          text(' og på dette:'),
        ),
        list(
          'bulletList',
          [text('vilkårene som gjaldt da forholdet oppsto')],
          [text('korrespondansen mellom kunden og foretaket')],
          [text('foretakets logg over transaksjoner og henvendelser')],
        ),
        paragraph(
          text('Foretaket kan ikke se å ha handlet i strid med avtalen eller god skikk, og '),
          text('fastholder sitt standpunkt', 'bold'),
          text('. Vi ber om at klagen ikke gis medhold.'),
        ),
        paragraph(
          text('Spørsmål om saken kan rettes til '),
          field('Saksbehandler.Navn'),
          text(' på telefon '),
          field('Saksbehandler.Telefon'),
          text('.'),
        ),
      ),
    },
    {
      name: 'Anmodning om utsatt frist',
      subject: 'Anmodning om utsatt frist for tilsvar',
      body: doc(
        paragraph(
          text('Vi viser til anmodningen om uttalelse i sak '),
          field('Sak.Nummer'),
          text(' med frist '),
          field('Sak.Forfall'),
          text('.'),
        ),
        paragraph(
          field('Foretak.Navn'),
          text(
            ' trenger mer tid til å innhente opplysninger i saken, og ber om at fristen for tilsvar forlenges med ',
          ),
          text('14 dager', 'bold'),
          text('. Grunnen er at:'),
        ),
        list(
          'bulletList',
          [text('dokumentasjon i saken må hentes fra foretakets arkiv')],
          [text('foretaket venter på en uttalelse fra en samarbeidspartner')],
        ),
        paragraph(text('Vi beklager ulempen dette medfører for klageren og for nemnda.')),
        paragraph(
          text('Med hilsen fra '),
          field('Saksbehandler.Navn'),
          text(', '),
          field('Dato'),
          text('.', 'italic'),
        ),
      ),
    },
    {
      name: 'Bekreftelse på forlik',
      subject: 'Saken er løst i minnelighet',
      body: doc(
        paragraph(
          text('Vi viser til sak '),
          field('Sak.Nummer'),
          text(' og bekrefter at '),
          field('Foretak.Navn'),
          text(' og '),
          field('Klager.Navn'),
          text(' er kommet til enighet.'),
        ),
        heading(3, text('Hva partene er enige om')),
        list(
          'orderedList',
          [text('Foretaket betaler kunden '), text('[beløp]', 'italic'), text(' kroner innen 14 dager.')],
          [text('Kunden trekker klagen til nemnda.')],
          [text('Med dette er saken '), text('endelig avgjort', 'bold'), text(' mellom partene.')],
        ),
        paragraph(
          text('Forliket er bekreftet skriftlig overfor kunden '),
          field('Dato'),
          text('. Vi ber nemnda avslutte saken.'),
        ),
        paragraph(text('Foretakets klagerutiner står på '), link('nettsidene våre', website), text('.')),
      ),
    },
  ];
}

/** The templates of both demo companies, as the demo data set has them. */
export async function seedDemoLetterTemplates(db: Database, createdAt: Date) {
  await db.insert(letterTemplates).values(
    (Object.keys(DEMO_COMPANIES) as DemoCompanyKey[]).flatMap((company) =>
      demoLetterTemplates(company).map((template) => ({
        companyId: DEMO_COMPANIES[company].id,
        ...template,
        createdAt,
        updatedAt: createdAt,
      })),
    ),
  );
}

import type { DemoCompanyKey } from '../demo-data.ts';

/** A document of a demo case: the text its PDF shows. A letter is what opening the event shows first. */
export interface DemoDocument {
  fileName: string;
  isLetter: boolean;
  title: string;
  paragraphs: string[];
}

/** What a complaint is about, and the texts the letters about it use. */
export interface ComplaintTopic {
  /** Completes "klagen … som gjelder …". */
  subject: string;
  /** The complainer's own account, in the first person. */
  complaint: string;
  /** The company's view in its reply. */
  reply: string;
  /** The documents the company may attach to its reply; the same for every case, so one file serves them all. */
  evidence: readonly DemoDocument[];
  /** The company's product and cause of such a complaint, by their names in its lists (`demo-categories.ts`). */
  product: string;
  cause: string;
}

const attachment = (fileName: string, title: string, paragraphs: string[]): DemoDocument => ({
  fileName,
  isLetter: false,
  title,
  paragraphs,
});

const ACCOUNT_STATEMENT = attachment('Kontoutskrift.pdf', 'Kontoutskrift', [
  'Kontonummer: 1234.56.78903. Periode: siste tre måneder.',
  'Overføring fra sparekonto: 5 000,00',
  'VISA 4471 Netthandel Europa: -2 499,00',
  'VISA 4471 Netthandel Europa: -2 499,00',
  'VISA 4471 Netthandel Europa: -4 980,00',
  'Lønn: 38 412,00',
  'Efaktura strøm: -1 214,55',
  'Husleie: -11 500,00',
  'Saldo ved periodens slutt: 19 219,45',
]);

const CARD_TERMS = attachment('Avtalevilkår.pdf', 'Avtalevilkår for betalingskort', [
  '§ 1 Avtalens omfang. Vilkårene gjelder for bruk av betalingskort utstedt av banken, både i Norge og i utlandet, i butikk, i minibank og ved netthandel.',
  '§ 2 Kortholders plikter. Kortholder skal oppbevare kortet og personlig kode forsvarlig, og ikke oppgi koden til noen, heller ikke til politiet eller banken.',
  '§ 3 Varsling. Kortholder skal straks varsle banken når kortet er mistet, eller når kortholder mistenker at uvedkommende kjenner koden eller kortopplysningene.',
  '§ 4 Belastning. Banken belaster kontoen for transaksjoner som er autorisert av kortholder, med personlig kode, BankID eller annen sterk kundeautentisering.',
  '§ 5 Ansvar for uautoriserte transaksjoner. Kortholder svarer med inntil 450 kroner for tap ved uautoriserte transaksjoner som skyldes bruk av tapt eller stjålet kort.',
  '§ 6 Grov uaktsomhet. Har kortholder ved grov uaktsomhet unnlatt å oppfylle sine plikter, svarer kortholder for inntil 12 000 kroner.',
  '§ 7 Forsett. Har kortholder handlet forsettlig, bærer kortholder hele tapet.',
  '§ 8 Reklamasjon. Kortholder må reklamere til banken uten ugrunnet opphold etter å ha blitt kjent med en uautorisert eller feilaktig transaksjon, og senest 13 måneder etter belastningen.',
  '§ 9 Bankens undersøkelser. Banken skal undersøke reklamasjonen og gi kortholder svar så snart som mulig. Banken skal tilbakeføre beløpet når den ikke kan vise at transaksjonen var autorisert.',
  '§ 10 Sperring. Banken kan sperre kortet av hensyn til sikkerheten, ved mistanke om misbruk, eller når kontoen er overtrukket.',
  '§ 11 Endringer. Banken kan endre vilkårene med to måneders skriftlig varsel. Kortholder kan si opp avtalen før endringene trer i kraft.',
  '§ 12 Klage. Er kortholder uenig i bankens avgjørelse, kan saken bringes inn for en klagenemnd for behandling.',
  '§ 13 Oppsigelse. Kortholder kan si opp avtalen når som helst. Banken kan si opp avtalen med saklig grunn og to måneders varsel.',
  '§ 14 Lovvalg. Avtalen reguleres av norsk rett, herunder finansavtaleloven.',
]);

const TRANSACTION_LOG = attachment('Transaksjonsoversikt.pdf', 'Transaksjonsoversikt', [
  'Oversikten viser tidspunkt, brukerstedet og autentiseringsmåte for de omstridte transaksjonene.',
  'Transaksjon 1: Netthandel, autentisert med BankID på mobil.',
  'Transaksjon 2: Netthandel, autentisert med BankID på mobil.',
  'Transaksjon 3: Netthandel, autentisert med kode fra BankID-appen.',
  'Ingen av transaksjonene ble gjennomført uten sterk kundeautentisering.',
]);

const POLICE_REPORT = attachment('Politianmeldelse.pdf', 'Kopi av politianmeldelse', [
  'Anmeldelsen gjelder bedrageri. Anmelder opplyser å ha blitt kontaktet av en person som utga seg for å være fra banken.',
  'Anmelder har oppgitt kode fra BankID etter anmodning fra gjerningspersonen.',
]);

const LOAN_DOCUMENTS = attachment('Lånedokumenter.pdf', 'Lånedokumenter', [
  'Lånebeløp: 2 850 000 kroner. Nedbetalingstid: 25 år. Rentetype: flytende rente.',
  'Banken kan endre renten med seks ukers skriftlig varsel når endringen har saklig grunn, blant annet endringer i pengemarkedsrenten.',
]);

const RATE_NOTICE = attachment('Varsel om renteendring.pdf', 'Varsel om renteendring', [
  'Renten på lånet ditt endres med 0,25 prosentpoeng. Ny nominell rente gjelder fra seks uker etter dette varselet.',
  'Endringen skyldes økte finansieringskostnader for banken.',
]);

const PAYMENT_RECEIPT = attachment('Betalingskvittering.pdf', 'Betalingskvittering', [
  'Utenlandsbetaling i euro. Mottakers IBAN og BIC som oppgitt av kunden i nettbanken.',
  'Betalingen ble sendt samme dag som den ble godkjent.',
]);

const INSURANCE_CERTIFICATE = attachment('Forsikringsbevis.pdf', 'Forsikringsbevis', [
  'Forsikringen gjelder for forsikringstaker og familie med samme adresse.',
  'Egenandel: 4 000 kroner, med mindre annet fremgår av vilkårene.',
]);

const CLAIM_FORM = attachment('Skademelding.pdf', 'Skademelding', [
  'Skaden ble meldt i selskapets nettløsning. Kunden har beskrevet hendelsesforløpet og lagt ved bilder.',
  'Kunden har opplyst at ingen andre forsikringer dekker skaden.',
]);

const APPRAISAL_REPORT = attachment('Takstrapport.pdf', 'Takstrapport', [
  'Takstmannen har befart skadestedet og vurdert årsak og omfang.',
  'Skaden skyldes etter takstmannens vurdering langvarig fuktpåvirkning, ikke en plutselig og uforutsett hendelse.',
  'Utbedringskostnad anslått til 148 000 kroner inklusive merverdiavgift.',
]);

const INSURANCE_TERMS = attachment('Forsikringsvilkår.pdf', 'Forsikringsvilkår', [
  'Punkt 1 Hvem forsikringen gjelder for. Forsikringen gjelder for forsikringstaker og den som bor fast sammen med forsikringstaker.',
  'Punkt 2 Hva forsikringen dekker. Forsikringen dekker skade som skyldes en plutselig og uforutsett hendelse.',
  'Punkt 3 Hva forsikringen ikke dekker. Forsikringen dekker ikke skade som skyldes slitasje, råte, insekter eller gradvis utsiving av vann.',
  'Punkt 4 Sikkerhetsforskrifter. Forsikringstaker skal holde boligen i forsvarlig stand og låse dører og vinduer når ingen er hjemme.',
  'Punkt 5 Skadeoppgjør. Selskapet kan velge å utbedre skaden, erstatte gjenstanden eller betale kontant.',
  'Punkt 6 Egenandel. Ved hver skade trekkes egenandelen som står i forsikringsbeviset.',
  'Punkt 7 Frister. Krav må meldes senest ett år etter at sikrede fikk kunnskap om forholdet.',
]);

const MEDICAL_STATEMENT = attachment('Legeerklæring.pdf', 'Legeerklæring', [
  'Pasienten har vært sykmeldt i tolv måneder. Arbeidsevnen er varig nedsatt med 50 prosent.',
]);

const BANK_TOPICS: readonly ComplaintTopic[] = [
  {
    subject: 'uautoriserte korttransaksjoner',
    complaint:
      'Det er trukket tre beløp fra kontoen min ved netthandel som jeg ikke har gjort. Jeg meldte fra til banken samme dag, men banken vil ikke betale tilbake pengene.',
    reply:
      'Transaksjonene ble autentisert med kundens BankID. Banken mener kunden har opptrådt grovt uaktsomt ved å gi fra seg koden.',
    evidence: [ACCOUNT_STATEMENT, TRANSACTION_LOG, CARD_TERMS],
    product: 'Kredittkort',
    cause: 'Svindel',
  },
  {
    subject: 'svindel i nettbanken',
    complaint:
      'Jeg ble oppringt av en som sa han var fra banken, og fikk beskjed om å bekrefte en sikkerhetssjekk. Etterpå var 48 000 kroner overført fra kontoen min.',
    reply:
      'Kunden godkjente overføringen selv med BankID etter å ha blitt lurt av svindlere. Banken har ikke mulighet til å stanse en betaling kunden selv har godkjent.',
    evidence: [ACCOUNT_STATEMENT, POLICE_REPORT],
    product: 'Betaling',
    cause: 'Svindel',
  },
  {
    subject: 'renteendring på boliglån',
    complaint:
      'Banken satte opp renten på boliglånet mitt med kortere varsel enn avtalt. Jeg mener endringen ikke er gyldig før seks uker etter varselet.',
    reply:
      'Renteendringen ble varslet skriftlig i nettbanken med seks ukers varsel, slik avtalen og loven krever.',
    evidence: [LOAN_DOCUMENTS, RATE_NOTICE],
    product: 'Boliglån',
    cause: 'Prising',
  },
  {
    subject: 'gebyr ved innfrielse av fastrentelån',
    complaint:
      'Da jeg solgte leiligheten og innfridde lånet, krevde banken et overkurs på nesten 30 000 kroner. Jeg fikk aldri forklart at dette kunne skje.',
    reply:
      'Overkursen er beregnet etter avtalevilkårene, som kunden signerte ved låneopptaket. Kunden ble informert om risikoen ved fastrente.',
    evidence: [LOAN_DOCUMENTS],
    product: 'Boliglån',
    cause: 'Informasjon og rådgivning',
  },
  {
    subject: 'feil ved utenlandsbetaling',
    complaint:
      'En betaling til en mottaker i Spania kom aldri frem. Banken sier pengene er sendt, men mottakeren har ikke fått dem.',
    reply:
      'Betalingen ble gjennomført til IBAN-nummeret kunden oppga. Banken har bedt mottakerbanken om å tilbakeføre beløpet.',
    evidence: [PAYMENT_RECEIPT, ACCOUNT_STATEMENT],
    product: 'Betaling',
    cause: 'Feil i utførelse',
  },
];

const INSURANCE_TOPICS: readonly ComplaintTopic[] = [
  {
    subject: 'avslag på krav under reiseforsikringen',
    complaint:
      'Jeg ble syk på ferie og måtte reise hjem tidligere. Selskapet vil ikke dekke de ekstra reiseutgiftene.',
    reply:
      'Sykdommen var kjent før avreise, og vilkårene dekker ikke forhold som var kjent da reisen startet.',
    evidence: [INSURANCE_CERTIFICATE, CLAIM_FORM],
    product: 'Reiseforsikring',
    cause: 'Vilkår og dekning',
  },
  {
    subject: 'vannskade i bolig',
    complaint:
      'Vi fikk vannskade på badet, og selskapet sier det er gammel lekkasje. Vi oppdaget skaden samme dag og meldte den straks.',
    reply: 'Takstmannen fant at skaden skyldes gradvis utsiving over lang tid, som vilkårene ikke dekker.',
    evidence: [APPRAISAL_REPORT, INSURANCE_TERMS],
    product: 'Boligforsikring',
    cause: 'Vilkår og dekning',
  },
  {
    subject: 'erstatningsutmålingen etter en bilskade',
    complaint:
      'Bilen min ble kondemnert etter en kollisjon, men erstatningen er langt lavere enn det en tilsvarende bil koster.',
    reply: 'Erstatningen er fastsatt etter markedsverdien av en tilsvarende bil, med fradrag for egenandel.',
    evidence: [APPRAISAL_REPORT, INSURANCE_CERTIFICATE],
    product: 'Bilforsikring',
    cause: 'Erstatningsutmåling',
  },
  {
    subject: 'tyveri fra bod',
    complaint:
      'To sykler ble stjålet fra den låste boden vår. Selskapet avslår fordi boden ikke var godt nok sikret.',
    reply: 'Boden var ikke låst med godkjent lås, slik sikkerhetsforskriftene krever.',
    evidence: [CLAIM_FORM, POLICE_REPORT, INSURANCE_TERMS],
    product: 'Innboforsikring',
    cause: 'Sikring og forskrifter',
  },
  {
    subject: 'avslag på uføreforsikring',
    complaint: 'Jeg er blitt delvis ufør, men selskapet vil ikke utbetale noe under forsikringen min.',
    reply: 'Uføregraden er under 50 prosent, som er vilkåret for utbetaling etter forsikringsavtalen.',
    evidence: [MEDICAL_STATEMENT, INSURANCE_TERMS],
    product: 'Uføreforsikring',
    cause: 'Vilkår og dekning',
  },
];

/** The topics of a company's complaints; a company outside the demo set gets them all. */
export const complaintTopics = (company?: DemoCompanyKey): readonly ComplaintTopic[] =>
  company === 'bank'
    ? BANK_TOPICS
    : company === 'forsikring'
      ? INSURANCE_TOPICS
      : [...BANK_TOPICS, ...INSURANCE_TOPICS];

/** What a complainer's own reference is called in the company's line of business. */
export const referenceLabel = (company?: DemoCompanyKey) =>
  company === 'forsikring' ? 'Polisenr.' : 'Kundenr.';

import { PERSON_ROLE_LABELS, type PersonRole } from '@foretaksportalen/shared/contract/personal-data';

const cases = (count: number) => (count === 1 ? '1 sak' : `${count} saker`);

/**
 * The Norwegian texts of a person's data on request (issue 48, art. 15): the cover letter of the ZIP with what the
 * article says the person is told (what is held, why, to whom it goes, how long it is kept, where it came from and
 * their rights), and the names of the ZIP's files.
 */
export const EXPORT_TEXTS = {
  coverFileName: 'Innsyn.pdf',
  dataFileName: 'personopplysninger.json',
  caseFolder: (caseId: string) => `Sak ${caseId}`,

  title: 'Innsyn i personopplysninger',
  subtitle: 'Svar på begjæring om innsyn etter personvernforordningen (GDPR) artikkel 15',
  from: (company: string, orgNum: string) => `Fra ${company} (org.nr. ${orgNum})`,
  made: (date: string, by: string) => `Laget ${date} av ${by}.`,

  whoHeading: 'Hvem innsynet gjelder',
  whoByNationalId:
    'Personen er funnet med fødselsnummer. Portalen lagrer ikke fødselsnummeret i lesbar form, bare en nøkkel ' +
    'laget av det, som ikke kan gjøres om til fødselsnummeret igjen.',
  whoByNameAndEmail: (name: string, email: string) =>
    `Personen er funnet med navn og e-postadresse: ${name}, ${email}.`,

  heldHeading: 'Hvilke opplysninger vi har',
  heldNone:
    'Foretaket har ingen saker der personen er klager eller fullmektig, og har derfor ingen personopplysninger ' +
    'om personen i portalen.',
  held: (count: number, productName: string) =>
    `Foretaket har ${cases(count)} der personen er klager eller fullmektig. I hver sak har vi opplysningene ` +
    `personen eller ${productName} har gitt: navn, e-postadresse, telefonnummer, adresse, referanse og om klagen ` +
    'gjelder en privatperson eller et firma, og om vi har fødselsnummeret (som en nøkkel som ikke kan leses). ' +
    'I tillegg har vi saksnummer og status, brevene og dokumentene i saken og foretakets interne notater om ' +
    'saken. Filen personopplysninger.json viser alle opplysningene per sak, og dokumentene ligger i en mappe ' +
    'per sak.',
  caseLine: (caseId: string, roles: readonly PersonRole[], status: string, registered: string) =>
    `Sak ${caseId}: ${roles.map((role) => PERSON_ROLE_LABELS[role].toLowerCase()).join(' og ')}, ${status}, ` +
    `registrert ${registered}`,

  purposeHeading: 'Hvorfor vi behandler opplysningene',
  purpose: (productName: string) =>
    `Opplysningene behandles for å behandle klagen mot foretaket i ${productName}: for å svare på klagen, ` +
    `utveksle brev og dokumenter med ${productName} og dokumentere hvordan saken ble behandlet. ` +
    'Portalen treffer ingen automatiserte avgjørelser om personen.',

  recipientsHeading: 'Hvem opplysningene gis til',
  recipients: (productName: string) =>
    `${productName}, som behandler klagen. Brev og dokumenter foretaket sender i saken, går til ` +
    `${productName}. Opplysningene gis ikke til andre, med mindre loven krever det.`,

  retentionHeading: 'Hvor lenge opplysningene lagres',
  retention: (months: number) =>
    `Foretaket sletter personopplysningene i en sak ${months} måneder etter at saken er avsluttet og ` +
    'arkivert, med mindre saken må holdes tilbake fra sletting, for eksempel fordi den er del av en rettstvist.',
  retentionNone:
    'Foretaket har ikke satt en fast frist for å slette personopplysninger i avsluttede saker. Opplysningene ' +
    'lagres så lenge foretaket trenger dem for å dokumentere behandlingen av klagen.',

  sourceHeading: 'Hvor opplysningene kommer fra',
  source: (productName: string) =>
    `Fra ${productName}, som sendte klagen og brev i saken til foretaket; fra personen selv eller en ` +
    'fullmektig, gjennom brev og dokumenter; og fra foretaket, som kan ha registrert saken og skrevet brev og ' +
    'notater i den.',

  rightsHeading: 'Rettighetene dine',
  rights: [
    'Du kan be om å få rettet opplysninger som er feil eller ufullstendige (artikkel 16).',
    'Du kan be om at opplysningene slettes (artikkel 17). Opplysninger i saker som ikke er avsluttet, eller som ' +
      'foretaket må ta vare på, slettes når grunnen til å ta vare på dem er borte.',
    'Du kan be om at behandlingen av opplysningene begrenses (artikkel 18).',
    'Du kan protestere mot behandlingen (artikkel 21).',
    'Du kan klage til Datatilsynet (www.datatilsynet.no) hvis du mener at opplysningene behandles i strid med ' +
      'personvernregelverket (artikkel 77).',
  ],
  contact: (company: string, email: string | null) =>
    email ? `Spørsmål om dette sendes til ${company}, ${email}.` : `Spørsmål om dette sendes til ${company}.`,

  contentsHeading: 'Hva filen inneholder',
  contents: [
    'Innsyn.pdf: dette brevet.',
    'personopplysninger.json: alle opplysningene vi har om personen i hver sak, i et maskinlesbart format.',
    'En mappe per sak med brevene og dokumentene i saken.',
  ],

  footer: (page: number, pages: number) => `Innsyn i personopplysninger · side ${page} av ${pages}`,
} as const;

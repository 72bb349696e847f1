import { CONTENT_TYPES } from '@foretaksportalen/shared/contract/content';

export interface DefaultContentItem {
  documentTypeAlias: string;
  name: string;
  properties: Record<string, string>;
}

const html = (...paragraphs: string[]) => paragraphs.join('\n');

// The texts avoid the configurable names (portal, complaints body) so that they read right in any set-up.

const consent: DefaultContentItem = {
  documentTypeAlias: CONTENT_TYPES.consent.alias,
  name: 'Samtykke til lagring av personopplysninger',
  properties: {
    text: html(
      '<h2>Personopplysninger i portalen</h2>',
      '<p>For at du skal kunne behandle klagesaker på vegne av foretaket ditt, lagrer portalen enkelte opplysninger om deg. Les gjennom hva vi lagrer og hvorfor, og ta stilling til om du samtykker.</p>',
      '<h3>Hva vi lagrer</h3>',
      '<ul>',
      '<li>Navnet ditt (fornavn og etternavn).</li>',
      '<li>Kontaktopplysningene dine: e-postadresse og telefonnummer.</li>',
      '<li>Hvilket foretak du representerer, og hvilken rolle du har der.</li>',
      '<li>En logg over det du gjør i portalen, for eksempel innlogginger, saker du registrerer, brev du sender og endringer av brukere og innstillinger.</li>',
      '</ul>',
      '<p>Fødselsnummeret ditt lagres ikke. Ved innlogging brukes det bare til å finne brukeren din, og portalen tar vare på en kode som ikke kan regnes tilbake til nummeret.</p>',
      '<h3>Hvorfor vi lagrer dem</h3>',
      '<p>Opplysningene trengs for å gi deg sikker tilgang, vise hvem som behandler hvilke saker, sende deg varsler på e-post når du har bedt om det, og dokumentere hvem som har gjort hva i en sak. Loggen gjør det mulig å etterprøve saksbehandlingen og å oppdage misbruk.</p>',
      '<h3>Hvor lenge vi lagrer dem</h3>',
      '<p>Navn og kontaktopplysninger lagres så lenge du er registrert som bruker for et foretak, og slettes når tilgangen din avsluttes. Loggføringer knyttet til klagesaker oppbevares like lenge som sakene må oppbevares etter arkivreglene, og slettes deretter.</p>',
      '<h3>Dine rettigheter</h3>',
      '<p>Etter personvernforordningen (GDPR) har du rett til innsyn i opplysningene vi har om deg, og rett til å få rettet opplysninger som er feil. Du kan be om sletting eller begrenset behandling, og du kan når som helst trekke tilbake samtykket ditt. Mener du at opplysningene dine behandles i strid med regelverket, kan du klage til Datatilsynet.</p>',
      '<p>Navn og kontaktopplysninger kan du selv endre i profilen din. Andre spørsmål om personvern kan du sende oss fra hjelpesiden.</p>',
      '<h3>Samtykke er nødvendig</h3>',
      '<p>Du må samtykke til at opplysningene lagres for å kunne bruke portalen. Samtykker du ikke, blir du logget ut. Du kan gi samtykke ved en senere innlogging.</p>',
    ),
  },
};

const declinedConsent: DefaultContentItem = {
  documentTypeAlias: CONTENT_TYPES.declinedConsent.alias,
  name: 'Samtykke avvist',
  properties: {
    text: html(
      '<h2>Du har ikke gitt samtykke</h2>',
      '<p>Du har valgt å ikke samtykke til lagring av personopplysninger. Uten samtykke kan du ikke bruke portalen, og du blir nå logget ut.</p>',
      '<p>Ombestemmer du deg, kan du logge inn på nytt og gi samtykke da.</p>',
      '<p>Mener du at dette er feil, eller lurer du på hvorfor du er registrert som bruker, ta kontakt med din nærmeste leder.</p>',
    ),
  },
};

const welcome: DefaultContentItem = {
  documentTypeAlias: CONTENT_TYPES.welcome.alias,
  name: 'Velkomstside',
  properties: {
    text: html(
      '<p>Her følger du og kollegene dine opp klagesakene som kunder av foretaket har brakt inn for klagenemnda. Du ser sakene som er tildelt deg, leser brev fra nemnda, sender svar og dokumentasjon og registrerer nye saker.</p>',
      '<p>Før du begynner, ber vi deg kontrollere kontaktopplysningene dine nedenfor. E-postadressen brukes når portalen varsler deg om nye saker og ny post, så sørg for at den er riktig. Klikk <strong>Lagre</strong> når alt stemmer.</p>',
    ),
  },
};

const faqList: DefaultContentItem = {
  documentTypeAlias: CONTENT_TYPES.faqList.alias,
  name: 'Hjelp',
  properties: {
    text: html(
      '<p>Her finner du svar på de vanligste spørsmålene om bruk av portalen. Finner du ikke det du leter etter, kan du sende oss et spørsmål i skjemaet nederst på siden. Svaret kommer på e-post.</p>',
    ),
  },
};

const faqItem = (question: string, ...answer: string[]): DefaultContentItem => ({
  documentTypeAlias: CONTENT_TYPES.faqItem.alias,
  name: question,
  properties: { question, answer: html(...answer) },
});

const faqItems: DefaultContentItem[] = [
  faqItem(
    'Hvilken frist har vi for å svare nemnda?',
    '<p>Fristen står i brevet fra nemnda og vises som <strong>Forfall</strong> i sakslisten og i saken. Svar og dokumentasjon må være sendt innen fristen.</p>',
    '<p>Trenger dere mer tid, må dere be om utsatt frist før fristen løper ut. Send da et brev i saken og begrunn hvorfor dere trenger mer tid.</p>',
    '<p>Tips: Søk på <strong>Forfall</strong> i sakslisten for å se hvilke saker som forfaller innen en bestemt dato.</p>',
  ),
  faqItem(
    'Hvordan fordeler vi saker til saksbehandlerne?',
    '<p>Saker som ikke har noen saksbehandler hos dere, ligger under fanen <strong>Ufordelte saker</strong>. Brukere med rollen Superbruker eller Administrator kan fordele dem:</p>',
    '<ul>',
    '<li>Marker én eller flere saker i listen, klikk <strong>Bytte saksbehandler</strong>, velg saksbehandler og bekreft.</li>',
    '<li>Eller åpne saken og velg saksbehandler der.</li>',
    '</ul>',
    '<p>Saken flyttes da til saksbehandlerens jobbkø. Bare aktive brukere kan få tildelt saker.</p>',
  ),
  faqItem(
    'Hvordan sender vi brev og dokumenter til nemnda?',
    '<p>Åpne saken og bruk skjemaet for å sende en forsendelse. Skriv en melding på inntil 500 tegn, legg ved dokumenter, eller begge deler, og klikk <strong>Send</strong>. Forsendelsen vises som en ny hendelse i saken.</p>',
    '<p>De første ti minuttene etter at du har sendt, vises knappen <strong>SLETT</strong> med nedtelling på hendelsen. Har du sendt feil brev eller feil vedlegg, kan du slette forsendelsen i dette tidsrommet. Etter ti minutter går forsendelsen videre til nemnda og kan ikke lenger slettes.</p>',
  ),
  faqItem(
    'Kan vi arkivere en avsluttet sak?',
    '<p>Ja. Når saken har status <strong>Avsluttet</strong>, kan du åpne den og arkivere den. Saksbehandler, foretakets referanse og notat beholdes.</p>',
    '<p>Avsluttede saker vises i jobbkøen når du krysser av for <strong>Vis avsluttede saker</strong>. Saker som ikke er avsluttet, kan ikke arkiveres.</p>',
  ),
  faqItem(
    'Hvilke roller finnes, og hva kan de gjøre?',
    '<ul>',
    '<li><strong>Saksbehandler</strong>: har tilgang til egne saker og kan opprette nye saker.</li>',
    '<li><strong>Ekstern saksbehandler</strong>: har tilgang til egne saker, men kan ikke opprette nye saker. Passer for eksempel for advokater som bistår foretaket.</li>',
    '<li><strong>Superbruker</strong>: har tilgang til alle foretakets saker og kan fordele saker.</li>',
    '<li><strong>Brukeradministrator</strong>: for IT-personell. Kan kun administrere brukere og ser ingen saker.</li>',
    '<li><strong>Administrator</strong>: har alle rettigheter, også til foretakets innstillinger.</li>',
    '</ul>',
    '<p>Ingen kan endre sin egen rolle, og ingen kan gi en annen bruker en rolle med flere tilganger enn de selv har.</p>',
  ),
  faqItem(
    'Hvordan gir vi en ny kollega tilgang?',
    '<p>En Brukeradministrator eller Administrator åpner <strong>Innstillinger for foretak</strong> og klikker <strong>Ny bruker</strong>. Skriv inn kollegaens fødselsnummer og klikk <strong>Neste</strong>, fyll ut navn, kontaktopplysninger og rolle, og klikk <strong>Opprett</strong>.</p>',
    '<p>Kollegaen kan deretter logge inn med sin elektroniske ID. Brukere som slutter, deaktiverer du på samme side. En bruker som har saker i jobbkøen, må først få sakene sine fordelt til andre.</p>',
  ),
  faqItem(
    'Jeg får ikke logget inn. Hva gjør jeg?',
    '<p>Du logger inn med BankID, Svensk BankID eller MitID. Velg den elektroniske ID-en du har, og følg instruksjonene.</p>',
    '<ul>',
    '<li>Får du meldingen <strong>Ingen tilgang</strong>, er ingen bruker knyttet til ID-en din. Be en administrator i foretaket om å opprette deg som bruker.</li>',
    '<li>Får du meldingen <strong>Brukeren din er deaktivert</strong>, må en administrator i foretaket aktivere brukeren din igjen.</li>',
    '<li>Stopper det før du kommer tilbake til portalen, ligger feilen hos BankID, Svensk BankID eller MitID. Kontakt banken din eller ID-leverandørens kundeservice.</li>',
    '</ul>',
    '<p>Etter en tid uten aktivitet blir du logget ut automatisk. Du får et varsel noen minutter før det skjer.</p>',
  ),
  faqItem(
    'Hvilke filer kan vi laste opp, og hvor store kan de være?',
    '<p>Du kan laste opp PDF, JPEG, PNG, Word-dokumenter (DOCX), Excel-ark (XLSX) og rene tekstfiler. Hver fil kan være på inntil 25 MB. Filene kontrolleres etter innholdet, så en fil med feil filendelse blir avvist.</p>',
    '<p>Dokumenter i andre formater, for eksempel DOC, XLS, MSG eller HEIC, må lagres som PDF før du laster dem opp. Store skannede dokumenter kan deles i flere filer.</p>',
  ),
  faqItem(
    'Hvem i foretaket ser hvilke saker?',
    '<p>Saksbehandlere og eksterne saksbehandlere ser bare sakene som er tildelt dem. Superbrukere og administratorer ser alle foretakets saker, også de som ikke er fordelt ennå. Brukeradministratorer ser ingen saker.</p>',
    '<p>Ingen ser saker fra andre foretak. Er du bruker i flere foretak, bytter du med <strong>Bytt foretak</strong> i menyen.</p>',
  ),
  faqItem(
    'Hva betyr «Ufordelte saker»?',
    '<p>Ufordelte saker er saker som ikke har noen saksbehandler hos dere. Nye saker fra nemnda ligger her til en Superbruker eller Administrator har tildelt dem en saksbehandler. En sak der saksbehandleren er fjernet, havner også her igjen.</p>',
    '<p>Fanen vises bare for Superbruker og Administrator.</p>',
  ),
  faqItem(
    'Hvordan får jeg varsel på e-post?',
    '<p>I profilen din kan du krysse av for <strong>Motta varsel om ny tildelt sak</strong> og <strong>Motta varsel om ny post</strong>. Varslene går til e-postadressen i profilen, så den må være fylt ut.</p>',
    '<p>En administrator kan i tillegg slå på varsler til foretakets felles e-postadresse under <strong>Innstillinger for foretak</strong>: om nye saker, om ny post og om ulest post.</p>',
  ),
  faqItem(
    'Hvordan registrerer vi en ny sak?',
    '<p>Velg <strong>Opprett sak</strong> i menyen. Du fyller ut opplysninger om kunden, foretakets referanse og notat, og laster opp minst ett dokument. Når saken er registrert, får du saksnummeret.</p>',
    '<p>Saksbehandler, Superbruker og Administrator kan opprette saker.</p>',
  ),
];

const newsBanner: DefaultContentItem = {
  documentTypeAlias: CONTENT_TYPES.newsBanner.alias,
  name: 'Nyhetsbanner',
  properties: {
    text: '<p><strong>Planlagt vedlikehold:</strong> Portalen er utilgjengelig tirsdag fra kl. 18.00 til kl. 22.00 på grunn av oppgradering. Lagre arbeidet ditt før vedlikeholdet starter. Vi beklager ulempen.</p>',
    aktivt: 'false',
  },
};

/** The texts an empty content store starts with (seedContent); a store with content keeps its own. */
export const DEFAULT_CONTENT: DefaultContentItem[] = [
  consent,
  declinedConsent,
  welcome,
  faqList,
  ...faqItems,
  newsBanner,
];

import type { SeededRandom } from './seeded-random.ts';

/**
 * A complainer or correspondent of a demo case. When `isFirm`, `firstName` is the firm and `lastName` the
 * contact person (spec 2 §3). Names are invented; postal codes and places are real Norwegian ones.
 */
export interface DemoParty {
  isFirm: boolean;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  address: string;
  postalCode: string;
  postalPlace: string;
  countryCode: string;
  reference: string | null;
}

const FIRST_NAMES = [
  'Astrid',
  'Ingrid',
  'Solveig',
  'Marit',
  'Hanne',
  'Tone',
  'Silje',
  'Ida',
  'Ragnhild',
  'Liv',
  'Berit',
  'Camilla',
  'Maren',
  'Turid',
  'Sigrid',
  'Hilde',
  'Synnøve',
  'Kristin',
  'Guro',
  'Åse',
  'Vibeke',
  'Tuva',
  'Lars',
  'Knut',
  'Per',
  'Bjørn',
  'Terje',
  'Geir',
  'Øyvind',
  'Sindre',
  'Håkon',
  'Magnus',
  'Arild',
  'Rune',
  'Espen',
  'Trond',
  'Stian',
  'Eirik',
  'Vegard',
  'Torbjørn',
  'Kjell',
  'Anders',
  'Sverre',
  'Ådne',
];

const LAST_NAMES = [
  'Lunde',
  'Berg',
  'Haugen',
  'Johansen',
  'Strand',
  'Dahl',
  'Bakke',
  'Moen',
  'Lie',
  'Sæther',
  'Aas',
  'Myhre',
  'Vik',
  'Holm',
  'Eide',
  'Solheim',
  'Nygård',
  'Brekke',
  'Tangen',
  'Rønning',
  'Fjeld',
  'Hovland',
  'Aasen',
  'Kvamme',
  'Sund',
  'Ødegård',
  'Nilsen',
  'Karlsen',
  'Jensen',
  'Pedersen',
  'Hagen',
  'Lien',
];

const STREETS = [
  'Storgata',
  'Kirkeveien',
  'Skolegata',
  'Bjørkeveien',
  'Granveien',
  'Fjordveien',
  'Løkkeveien',
  'Solbakken',
  'Parkveien',
  'Åsveien',
  'Havnegata',
  'Strandveien',
  'Møllebakken',
  'Eikelundveien',
];

/** Real Norwegian postal codes with their places (Bring's register). */
const NORWEGIAN_PLACES: readonly (readonly [postalCode: string, place: string])[] = [
  ['0150', 'Oslo'],
  ['0256', 'Oslo'],
  ['0467', 'Oslo'],
  ['0661', 'Oslo'],
  ['0870', 'Oslo'],
  ['1337', 'Sandvika'],
  ['1405', 'Langhus'],
  ['1531', 'Moss'],
  ['1607', 'Fredrikstad'],
  ['1706', 'Sarpsborg'],
  ['2000', 'Lillestrøm'],
  ['2317', 'Hamar'],
  ['2609', 'Lillehammer'],
  ['2815', 'Gjøvik'],
  ['3015', 'Drammen'],
  ['3117', 'Tønsberg'],
  ['3210', 'Sandefjord'],
  ['3715', 'Skien'],
  ['4006', 'Stavanger'],
  ['4307', 'Sandnes'],
  ['4608', 'Kristiansand S'],
  ['4836', 'Arendal'],
  ['5003', 'Bergen'],
  ['5147', 'Fyllingsdalen'],
  ['5527', 'Haugesund'],
  ['6002', 'Ålesund'],
  ['6413', 'Molde'],
  ['7010', 'Trondheim'],
  ['7600', 'Levanger'],
  ['8006', 'Bodø'],
  ['8514', 'Narvik'],
  ['9008', 'Tromsø'],
  ['9600', 'Hammerfest'],
  ['9900', 'Kirkenes'],
];

/** Complainers living abroad, in Sweden and Denmark, with a mobile number as those countries write it. */
const FOREIGN_ADDRESSES = [
  { countryCode: 'SE', address: 'Storgatan 14', postalCode: '411 38', postalPlace: 'Göteborg', mobile: '70' },
  {
    countryCode: 'SE',
    address: 'Drottninggatan 52',
    postalCode: '111 21',
    postalPlace: 'Stockholm',
    mobile: '73',
  },
  {
    countryCode: 'DK',
    address: 'Vesterbrogade 41',
    postalCode: '1620',
    postalPlace: 'København V',
    mobile: '2',
  },
  { countryCode: 'DK', address: 'Søndergade 12', postalCode: '8000', postalPlace: 'Aarhus C', mobile: '3' },
] as const;

const FIRMS = [
  'Fjellbekk Rørlegger AS',
  'Nordlys Regnskap AS',
  'Havbris Catering AS',
  'Skogly Gårdsdrift DA',
  'Bølgen Frisør AS',
  'Tindekanten Sport AS',
  'Lyngmo Transport AS',
  'Smia Snekkerverksted AS',
];

const LAW_FIRMS = [
  'Advokatfirmaet Berge & Aas AS',
  'Advokatkontoret Vik og Sund DA',
  'Advokatfirmaet Lyngstad AS',
  'Forbrukerjuristene Vest AS',
];

const ASCII: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ö: 'o', ä: 'a', é: 'e' };

/** The part of an e-mail address a name gives: lower case, ASCII, no spaces or punctuation. */
const mailName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[æøåöäé]/g, (letter) => ASCII[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '');

/** firstname.lastname@domain, in ASCII. */
export const personalEmail = (firstName: string, lastName: string, domain: string) =>
  `${mailName(firstName)}.${mailName(lastName)}@${domain}`;

export const partyDisplayName = (party: Pick<DemoParty, 'firstName' | 'lastName' | 'isFirm'>) =>
  party.isFirm ? party.firstName : `${party.firstName} ${party.lastName}`;

function norwegianAddress(random: SeededRandom) {
  const [postalCode, postalPlace] = random.pick(NORWEGIAN_PLACES);
  return {
    address: `${random.pick(STREETS)} ${random.int(1, 120)}`,
    postalCode,
    postalPlace,
    countryCode: 'NO',
  };
}

/** A Norwegian mobile number: eight digits starting with 4 or 9. */
const norwegianMobile = (random: SeededRandom) => `${random.pick(['4', '9'])}${random.digits(7)}`;

function privatePerson(random: SeededRandom): DemoParty {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const email = random.chance(0.85)
    ? personalEmail(firstName, lastName, random.pick(['example.no', 'example.com']))
    : null;
  if (random.chance(0.05)) {
    const { mobile, ...abroad } = random.pick(FOREIGN_ADDRESSES);
    return {
      isFirm: false,
      firstName,
      lastName,
      email,
      phone: `${mobile}${random.digits(7)}`,
      phoneCountryCode: abroad.countryCode,
      reference: null,
      ...abroad,
    };
  }
  return {
    isFirm: false,
    firstName,
    lastName,
    email,
    phone: random.chance(0.9) ? norwegianMobile(random) : null,
    phoneCountryCode: 'NO',
    reference: null,
    ...norwegianAddress(random),
  };
}

function firm(random: SeededRandom, names: readonly string[], contactPrefix = ''): DemoParty {
  const firmName = random.pick(names);
  const contact = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  return {
    isFirm: true,
    firstName: firmName,
    lastName: `${contactPrefix}${contact}`,
    email: `post@${mailName(firmName.replace(/\b(AS|DA)\b/g, ''))}.example.no`,
    phone: `${random.pick(['2', '5', '7'])}${random.digits(7)}`,
    phoneCountryCode: 'NO',
    reference: null,
    ...norwegianAddress(random),
  };
}

/** Most complainers are private persons, a few are firms; `reference` is the complainer's own account or policy. */
export function randomComplainer(random: SeededRandom, referenceLabel: string): DemoParty {
  const party = random.chance(0.07) ? firm(random, FIRMS) : privatePerson(random);
  return { ...party, reference: random.chance(0.25) ? `${referenceLabel} ${random.digits(8)}` : null };
}

/** A lawyer acting for the complainer, or now and then a relative with a power of attorney. */
export function randomCorrespondent(random: SeededRandom): DemoParty {
  if (random.chance(0.3)) return { ...privatePerson(random), reference: 'Fullmektig for klager' };
  const lawyer = firm(random, LAW_FIRMS, 'Advokat ');
  const initials = lawyer.lastName
    .replace('Advokat ', '')
    .split(' ')
    .map((name) => name[0])
    .join('');
  return { ...lawyer, reference: `Vår ref. ${random.int(1000, 9999)}/${initials}` };
}

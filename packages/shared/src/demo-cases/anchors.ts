import type { DemoCompanyKey } from '../demo-data.ts';
import { type DemoParty, personalEmail } from './parties.ts';
import type { DemoStatusCode } from './storylines.ts';

/**
 * A hand-written demo case whose facts end-to-end tests can rely on. Its case number and event dates follow
 * from the day the demo data is made for: find it with `demoAnchorCase`. Every complainer name is unique in
 * the demo set, and each status is one whose events leave room for the unread letters.
 */
export interface DemoCaseAnchor {
  company: DemoCompanyKey;
  statusCode: DemoStatusCode;
  /** A demo person key, or null for an undistributed case. */
  clerk: string | null;
  everAssigned: boolean;
  archived: boolean;
  anonymizeSb: boolean;
  unread: number;
  /** Days from today, or null for no due date. */
  dueInDays: number | null;
  /** The clerk who registered the case in the portal; null when the complaints body brought it. */
  registeredBy: string | null;
  companyCaseRef: string | null;
  companyNote: string | null;
  complainer: DemoParty | null;
  correspondent: DemoParty | null;
}

const person = (
  firstName: string,
  lastName: string,
  address: Pick<DemoParty, 'address' | 'postalCode' | 'postalPlace'>,
  phone: string,
): DemoParty => ({
  isFirm: false,
  firstName,
  lastName,
  email: personalEmail(firstName, lastName, 'example.no'),
  phone,
  phoneCountryCode: 'NO',
  countryCode: 'NO',
  reference: null,
  ...address,
});

/** The defaults of an anchor: a bank case with a clerk, nothing unread, no due date, ref or note. */
const bankCase = {
  company: 'bank',
  everAssigned: true,
  archived: false,
  anonymizeSb: false,
  unread: 0,
  dueInDays: null,
  registeredBy: null,
  companyCaseRef: null,
  companyNote: null,
  correspondent: null,
} as const;

export const DEMO_CASE_ANCHORS = {
  /** In Kari's queue: two letters nobody has opened, due in five days. */
  kariTwoUnread: {
    ...bankCase,
    statusCode: 'TIL_UTTALELSE',
    clerk: 'kari',
    unread: 2,
    dueInDays: 5,
    companyCaseRef: 'K-2231',
    companyNote: 'Ring kunden før fristen',
    complainer: person(
      'Oddny',
      'Tveitnes',
      { address: 'Løkkeveien 7', postalCode: '3015', postalPlace: 'Drammen' },
      '41827364',
    ),
  },
  /** Kari's case due today, with one unread letter. */
  kariDueToday: {
    ...bankCase,
    statusCode: 'TIL_UTTALELSE',
    clerk: 'kari',
    unread: 1,
    dueInDays: 0,
    registeredBy: 'kari',
    complainer: person(
      'Steinar',
      'Flatebø',
      { address: 'Havnegata 3', postalCode: '5527', postalPlace: 'Haugesund' },
      '92018374',
    ),
  },
  /** Kari's overdue case: the request, its reminder and the acknowledgement all unread. */
  kariOverdueThreeUnread: {
    ...bankCase,
    statusCode: 'TIL_UTTALELSE',
    clerk: 'kari',
    unread: 3,
    dueInDays: -10,
    companyCaseRef: 'KLAGE-2026-0877',
    complainer: person(
      'Ragnar',
      'Sollid',
      { address: 'Granveien 22', postalCode: '9008', postalPlace: 'Tromsø' },
      '47561230',
    ),
  },
  /** Kari's closed and archived case. */
  kariArchived: {
    ...bankCase,
    statusCode: 'AVSLUTTET',
    clerk: 'kari',
    archived: true,
    companyCaseRef: 'K-1904',
    complainer: person(
      'Jostein',
      'Hammerø',
      { address: 'Kirkeveien 81', postalCode: '0256', postalPlace: 'Oslo' },
      '90817263',
    ),
  },
  /** Undistributed now, but it had a clerk before (HasBeenAssigned). */
  unassignedWasAssigned: {
    ...bankCase,
    statusCode: 'VENTER_KLAGER',
    clerk: null,
    unread: 1,
    dueInDays: 12,
    registeredBy: 'kari',
    companyNote: 'Må fordeles på nytt',
    complainer: person(
      'Halvard',
      'Rognstad',
      { address: 'Skolegata 15', postalCode: '2317', postalPlace: 'Hamar' },
      '45230918',
    ),
  },
  /** Undistributed and never assigned, registered by the complaints body without a complainer yet. */
  withoutComplainer: {
    ...bankCase,
    statusCode: 'MOTTATT',
    clerk: null,
    everAssigned: false,
    unread: 1,
    complainer: null,
  },
  /** Siri's closed case that is not archived yet, so it can be archived. */
  siriClosed: {
    ...bankCase,
    statusCode: 'AVSLUTTET',
    clerk: 'siri',
    companyCaseRef: 'KLAGE-2026-0118',
    complainer: person(
      'Randi',
      'Skogvoll',
      { address: 'Parkveien 40', postalCode: '7010', postalPlace: 'Trondheim' },
      '93847561',
    ),
  },
  /** Siri's case with a company ref and note long enough to be truncated in the list. */
  siriLongRefAndNote: {
    ...bankCase,
    statusCode: 'MOTTATT',
    clerk: 'siri',
    dueInDays: 30,
    registeredBy: 'siri',
    companyCaseRef: 'REKLAMASJON-KORTSVINDEL-0114',
    companyNote:
      'Kunden har også klaget direkte til banksjefen; se e-post fra kunden og svaret fra kundeservice.',
    complainer: person(
      'Eldbjørg',
      'Mykland',
      { address: 'Strandveien 9', postalCode: '4608', postalPlace: 'Kristiansand S' },
      '48172635',
    ),
  },
  /** Siri's case at the committee, whose handling officer is hidden from the company (AnonymizeSb). */
  siriAnonymized: {
    ...bankCase,
    statusCode: 'NEMND',
    clerk: 'siri',
    anonymizeSb: true,
    complainer: person(
      'Gunvor',
      'Aakre',
      { address: 'Bjørkeveien 12', postalCode: '6002', postalPlace: 'Ålesund' },
      '97382610',
    ),
  },
  /** Ola's case for a firm (FirstName the firm, LastName the contact), represented by a lawyer. */
  olaFirm: {
    ...bankCase,
    statusCode: 'VENTER_KLAGER',
    clerk: 'ola',
    unread: 1,
    dueInDays: 20,
    companyCaseRef: 'BED-5520',
    complainer: {
      isFirm: true,
      firstName: 'Fjordlys Bakeri AS',
      lastName: 'Berit Holmøy',
      email: 'post@fjordlysbakeri.example.no',
      phone: '55123498',
      phoneCountryCode: 'NO',
      address: 'Møllebakken 4',
      postalCode: '5003',
      postalPlace: 'Bergen',
      countryCode: 'NO',
      reference: 'Kundenr. 70114588',
    },
    correspondent: {
      isFirm: true,
      firstName: 'Advokatfirmaet Nesheim AS',
      lastName: 'Advokat Tord Nesheim',
      email: 'tord.nesheim@advokatnesheim.example.no',
      phone: '55998877',
      phoneCountryCode: 'NO',
      address: 'Strandkaien 2',
      postalCode: '5003',
      postalPlace: 'Bergen',
      countryCode: 'NO',
      reference: 'Vår ref. 4471/TN',
    },
  },
  /** Mette's case for a complainer in Denmark, with two unread letters. */
  metteAbroad: {
    ...bankCase,
    company: 'forsikring',
    statusCode: 'TIL_UTTALELSE',
    clerk: 'mette',
    unread: 2,
    dueInDays: 3,
    complainer: {
      isFirm: false,
      firstName: 'Preben',
      lastName: 'Kjærgaard',
      email: 'preben.kjaergaard@example.com',
      phone: '21436587',
      phoneCountryCode: 'DK',
      address: 'Nørregade 18',
      postalCode: '5000',
      postalPlace: 'Odense C',
      countryCode: 'DK',
      reference: 'Polisenr. 30117745',
    },
  },
  /** Sven's closed and archived case. */
  svenArchived: {
    ...bankCase,
    company: 'forsikring',
    statusCode: 'AVSLUTTET',
    clerk: 'sven',
    archived: true,
    complainer: person(
      'Wenche',
      'Rørvik',
      { address: 'Fjordveien 31', postalCode: '8006', postalPlace: 'Bodø' },
      '95173846',
    ),
  },
  /** Undistributed in Eksempel Forsikring, but it had a clerk before (HasBeenAssigned). */
  insurerWasAssigned: {
    ...bankCase,
    company: 'forsikring',
    statusCode: 'UNDER_BEHANDLING',
    clerk: null,
    dueInDays: 9,
    complainer: person(
      'Kåre',
      'Hjelmeland',
      { address: 'Åsveien 5', postalCode: '4307', postalPlace: 'Sandnes' },
      '46291735',
    ),
  },
} satisfies Record<string, DemoCaseAnchor>;

export type DemoCaseAnchorKey = keyof typeof DEMO_CASE_ANCHORS;

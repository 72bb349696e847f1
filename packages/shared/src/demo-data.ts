import type { EidProvider } from './eid.ts';

/**
 * The fixed demo set: the same companies and persons in `npm start` and in every test tier.
 * Norwegian numbers are synthetic (month + 80), so they can never belong to a real person.
 */
export const DEMO_COMPANIES = {
  bank: {
    id: '0b3c2a4e-5d1f-4c6a-9e8b-7a6f5d4c3b21',
    name: 'Eksempel Bank ASA',
    orgNum: '999888777',
    emailAddress: 'klager@eksempelbank.no',
    phone: '22334455',
    casePrefix: 'EB',
  },
  forsikring: {
    id: '5e7d9c1b-3a2f-4e6d-8c4b-2a1f0e9d8c76',
    name: 'Eksempel Forsikring AS',
    orgNum: '999666555',
    emailAddress: 'klage@eksempelforsikring.no',
    phone: '23456789',
    casePrefix: 'EF',
  },
} as const;
export type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

export type DemoRoleName =
  | 'Saksbehandler'
  | 'Ekstern saksbehandler'
  | 'Superbruker'
  | 'Brukeradministrator'
  | 'Administrator';

interface DemoMembership {
  company: DemoCompanyKey;
  role: DemoRoleName;
  disabled?: boolean;
}

interface DemoPerson {
  key: string;
  firstName: string;
  lastName: string;
  eid: EidProvider;
  nationalId: string;
  email: string;
  phone: string;
  memberships: DemoMembership[];
  /** Nina has not yet decided on consent nor seen the welcome page. */
  firstLogin?: boolean;
}

export const DEMO_PERSONS: DemoPerson[] = [
  {
    key: 'anne',
    firstName: 'Anne',
    lastName: 'Admin',
    eid: 'nbid',
    nationalId: '15838541280',
    email: 'anne.admin@eksempelbank.no',
    phone: '91234567',
    memberships: [
      { company: 'bank', role: 'Administrator' },
      { company: 'forsikring', role: 'Administrator' },
    ],
  },
  {
    key: 'kari',
    firstName: 'Kari',
    lastName: 'Nordmann',
    eid: 'nbid',
    nationalId: '02879044939',
    email: 'kari.nordmann@eksempelbank.no',
    phone: '92345678',
    memberships: [{ company: 'bank', role: 'Saksbehandler' }],
  },
  {
    key: 'ola',
    firstName: 'Ola',
    lastName: 'Ekstern',
    eid: 'nbid',
    nationalId: '21917844930',
    email: 'ola.ekstern@advokatfirma.no',
    phone: '93456789',
    memberships: [{ company: 'bank', role: 'Ekstern saksbehandler' }],
  },
  {
    key: 'siri',
    firstName: 'Siri',
    lastName: 'Superbruker',
    eid: 'nbid',
    nationalId: '09849241211',
    email: 'siri.superbruker@eksempelbank.no',
    phone: '94567890',
    memberships: [{ company: 'bank', role: 'Superbruker' }],
  },
  {
    key: 'ivar',
    firstName: 'Ivar',
    lastName: 'Brukeradmin',
    eid: 'nbid',
    nationalId: '30868041222',
    email: 'ivar.brukeradmin@eksempelbank.no',
    phone: '95678901',
    memberships: [{ company: 'bank', role: 'Brukeradministrator' }],
  },
  {
    key: 'dag',
    firstName: 'Dag',
    lastName: 'Deaktivert',
    eid: 'nbid',
    nationalId: '12928841284',
    email: 'dag.deaktivert@eksempelbank.no',
    phone: '96789012',
    memberships: [{ company: 'bank', role: 'Saksbehandler', disabled: true }],
  },
  {
    key: 'nina',
    firstName: 'Nina',
    lastName: 'Ny',
    eid: 'nbid',
    nationalId: '05819541258',
    email: 'nina.ny@eksempelbank.no',
    phone: '97890123',
    memberships: [{ company: 'bank', role: 'Saksbehandler' }],
    firstLogin: true,
  },
  {
    key: 'sven',
    firstName: 'Sven',
    lastName: 'Svensson',
    eid: 'sbid',
    nationalId: '198604122385',
    email: 'sven.svensson@eksempelforsikring.no',
    phone: '701234567',
    memberships: [{ company: 'forsikring', role: 'Superbruker' }],
  },
  {
    key: 'mette',
    firstName: 'Mette',
    lastName: 'Hansen',
    eid: 'mitid',
    nationalId: '1204861234',
    email: 'mette.hansen@eksempelforsikring.no',
    phone: '21345678',
    memberships: [{ company: 'forsikring', role: 'Saksbehandler' }],
  },
];

/** A valid national id that belongs to nobody in the portal: it sees /access/notfound. */
export const DEMO_UNKNOWN_PERSON = {
  eid: 'nbid' as EidProvider,
  nationalId: '18888341206',
  label: 'Ukjent person',
};

export const ROLE_DEFINITIONS: { name: DemoRoleName; accessLevel: number; description: string }[] = [
  { name: 'Saksbehandler', accessLevel: 1, description: 'Har kun tilgang til egne saker.' },
  {
    name: 'Ekstern saksbehandler',
    accessLevel: 2,
    description: 'Har kun tilgang til egne saker, og kan ikke opprette nye saker.',
  },
  {
    name: 'Superbruker',
    accessLevel: 3,
    description: 'Har tilgang til alle saker og kan fordele nye saker.',
  },
  {
    name: 'Brukeradministrator',
    accessLevel: 4,
    description: 'For IT-personell. Kan kun administrere brukere.',
  },
  { name: 'Administrator', accessLevel: 5, description: 'Har alle rettigheter.' },
];

export const COUNTRIES = [
  { cca2: 'NO', name: { common: 'Norge' }, callingcodes: ['47'] },
  { cca2: 'SE', name: { common: 'Sverige' }, callingcodes: ['46'] },
  { cca2: 'DK', name: { common: 'Danmark' }, callingcodes: ['45'] },
];

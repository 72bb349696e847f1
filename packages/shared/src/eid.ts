/** The three electronic IDs a clerk can sign in with, as the eID broker names them. */
export const EID_PROVIDERS = ['nbid', 'sbid', 'mitid'] as const;
export type EidProvider = (typeof EID_PROVIDERS)[number];

export const isEidProvider = (value: unknown): value is EidProvider =>
  typeof value === 'string' && (EID_PROVIDERS as readonly string[]).includes(value);

interface EidDescription {
  /** What the login screen and the simulated provider call it. */
  name: string;
  /** ISO country of the national id it carries. */
  country: 'NO' | 'SE' | 'DK';
  /** Default acr value the broker issues for it. */
  acr: string;
  /** The ID token claim that carries the national id. */
  nationalIdClaim: string;
  /** The label of the national id field on the provider's login page. */
  nationalIdLabel: string;
}

export const EID: Record<EidProvider, EidDescription> = {
  nbid: {
    name: 'BankID',
    country: 'NO',
    acr: 'urn:grn:authn:no:bankid',
    nationalIdClaim: 'socialno',
    nationalIdLabel: 'Fødselsnummer',
  },
  sbid: {
    name: 'Svensk BankID',
    country: 'SE',
    acr: 'urn:grn:authn:se:bankid',
    nationalIdClaim: 'ssn',
    nationalIdLabel: 'Personnummer',
  },
  mitid: {
    name: 'MitID',
    country: 'DK',
    acr: 'urn:grn:authn:dk:mitid:substantial',
    nationalIdClaim: 'cprNumberIdentifier',
    nationalIdLabel: 'CPR-nummer',
  },
};

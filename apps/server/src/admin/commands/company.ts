import {
  type CompanyCreate,
  type CompanyUpdate,
  companyCreateSchema,
  companyUpdateSchema,
  type ProviderCompany,
} from '@foretaksportalen/shared/contract/provider/company';
import { AppError } from '../../lib/app-error.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { createProviderCompanyService } from '../../modules/company/index.ts';
import { type AdminCommand, type AdminOptions, UsageError } from '../admin-command.ts';

/** Who made a change from the command line, for the audit log. */
const operator = () => ({ operator: ['admin-command', process.env.USER].filter(Boolean).join(':') });

const service = (db: Parameters<typeof createProviderCompanyService>[0]['db']) =>
  createProviderCompanyService({ db, clock: () => new Date() });

/** The company's settings as options: the text ones, then the flags (ja/nei). */
const TEXT_OPTIONS = {
  name: 'Name',
  'case-prefix': 'CasePrefix',
  email: 'EmailAddress',
  phone: 'Phone',
  'phone-country-code': 'PhoneCountryCode',
} as const;
const ADDRESS_OPTIONS = {
  address: 'Address',
  'postal-code': 'PostalCode',
  'postal-place': 'PostalPlace',
} as const;
const FLAG_OPTIONS = {
  'notify-on-new-cases': 'NotifyOnNewCases',
  'notify-on-new-posts': 'NotifyOnNewPosts',
  'notify-on-unread-posts': 'NotifyOnUnreadPosts',
  'electronic-letters': 'IsElectronicLettersActive',
  'force-read-by-company': 'ForceReadByCompany',
  'notify-leaders-on-new-cases': 'NotifyLeadersOnNewCases',
  'notify-leaders-on-unread-posts': 'NotifyLeadersOnUnreadPosts',
  'portal-locked-for-elkom': 'IsPortalLockedForElKom',
} as const;

const stringOptions = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])) as AdminOptions;

const options = stringOptions([
  'org-num',
  ...Object.keys(TEXT_OPTIONS),
  ...Object.keys(ADDRESS_OPTIONS),
  ...Object.keys(FLAG_OPTIONS),
]);

const OPTIONS_HELP = `  --org-num <orgnr>                       Organisasjonsnummeret (9 siffer)
  --name <navn>                           Foretakets navn
  --case-prefix <prefiks>                 Starten på saksnumrene portalen lager, f.eks. NK (store bokstaver/sifre)
  --email <e-post>                        Felles e-postadresse(r), kommaseparert; tom verdi fjerner den
  --phone <telefon>                       Telefonnummer
  --phone-country-code <land>             NO, SE eller DK (standard NO)
  --address <adresse>                     Postadresse
  --postal-code <postnr>                  Postnummer (poststedet hentes fra Brings register)
  --postal-place <sted>                   Poststed, for et postnummer registeret ikke kjenner
  --notify-on-new-cases ja|nei            Varsel om nye saker til felles e-post
  --notify-on-new-posts ja|nei            Varsel om nye brev til felles e-post
  --notify-on-unread-posts ja|nei         Påminnelse om uleste brev til felles e-post
  --electronic-letters ja|nei             Elektroniske brev
  --force-read-by-company ja|nei          ForceReadByCompany
  --notify-leaders-on-new-cases ja|nei    Varsel om nye saker til ledere
  --notify-leaders-on-unread-posts ja|nei Påminnelse om uleste brev til ledere
  --portal-locked-for-elkom ja|nei        Låser valget av elektroniske brev (IsPortalLockedForElKom)`;

function parseFlag(option: string, value: string) {
  const normalized = value.trim().toLowerCase();
  if (['ja', 'true', '1'].includes(normalized)) return true;
  if (['nei', 'false', '0'].includes(normalized)) return false;
  throw new UsageError(`--${option} må være ja eller nei, ikke «${value}».`);
}

/** The settings the options give, by the API's field names; an option left out is not there. */
function settingsFrom(values: Record<string, string | undefined>) {
  const settings: Record<string, unknown> = {};
  for (const [option, field] of Object.entries(TEXT_OPTIONS)) {
    if (values[option] !== undefined) settings[field] = values[option];
  }
  const address = Object.entries(ADDRESS_OPTIONS).filter(([option]) => values[option] !== undefined);
  if (address.length > 0) {
    settings.Address = Object.fromEntries(address.map(([option, field]) => [field, values[option]]));
  }
  for (const [option, field] of Object.entries(FLAG_OPTIONS)) {
    const value = values[option];
    if (value !== undefined) settings[field] = parseFlag(option, value);
  }
  return settings;
}

function describeCompany(company: ProviderCompany) {
  const flags = Object.values(FLAG_OPTIONS).filter((field) => company[field]);
  const { Address: address } = company;
  return [
    `${company.Name} (${company.OrgNum}), saksprefiks ${company.CasePrefix}, id ${company.Id}`,
    `  E-post: ${company.EmailAddress ?? 'ingen'}; telefon: ${company.Phone ?? 'ingen'} (${company.PhoneCountryCode})`,
    `  Adresse: ${[address.Address, [address.PostalCode, address.PostalPlace].filter(Boolean).join(' ')].filter(Boolean).join(', ') || 'ingen'}`,
    `  Valg som er på: ${flags.length > 0 ? flags.join(', ') : 'ingen'}`,
  ].join('\n');
}

function parsed<Output>(
  result: { success: true; data: Output } | { success: false; error: Parameters<typeof fieldErrors>[0] },
) {
  if (!result.success) {
    throw new AppError('validation', 400, 'Ugyldige opplysninger om foretaket', {
      errors: fieldErrors(result.error),
    });
  }
  return result.data;
}

/** A new company, as the provider API creates one. */
export const companyCreate: AdminCommand<AdminOptions, 'org-num' | 'name' | 'case-prefix'> = {
  name: 'company create',
  summary: 'Oppretter et foretak med organisasjonsnummer, navn, saksprefiks og innstillinger',
  help: `Oppretter et foretak, med de samme reglene som provider-API-et (POST /api/provider/v1/companies).
Uten felles e-postadresse lagres de tre varslene til felles e-post som av. Lag så den første administratoren
med: npm run admin -- access-key issue --company <orgnr> --role Administrator …

Valg:
${OPTIONS_HELP}`,
  options,
  required: ['org-num', 'name', 'case-prefix'],

  check(values) {
    settingsFrom(values);
  },

  async run(values, { db, print }) {
    const input: CompanyCreate = { ...(settingsFrom(values) as CompanyCreate), OrgNum: values['org-num'] };
    const company = await service(db).createCompany(operator(), parsed(companyCreateSchema.safeParse(input)));
    print(`Foretaket er opprettet.\n${describeCompany(company)}`);
  },
};

/** Changes the given settings of a company. */
export const companyUpdate: AdminCommand<AdminOptions, 'org-num'> = {
  name: 'company update',
  summary: 'Endrer innstillinger for et foretak; bare valgene som er med, endres',
  help: `Endrer foretaket med organisasjonsnummeret, med de samme reglene som provider-API-et
(PATCH /api/provider/v1/companies/{orgnr}). Organisasjonsnummeret kan ikke endres.

Valg:
${OPTIONS_HELP}`,
  options,
  required: ['org-num'],

  check(values) {
    if (Object.keys(settingsFrom(values)).length === 0) {
      throw new UsageError('Oppgi minst én innstilling som skal endres.');
    }
  },

  async run(values, { db, print }) {
    const update = parsed(companyUpdateSchema.safeParse(settingsFrom(values) as CompanyUpdate));
    const { company, changed } = await service(db).updateCompany(operator(), values['org-num'], update);
    print(
      `${changed ? 'Foretaket er endret.' : 'Ingenting å endre: foretaket hadde allerede disse innstillingene.'}\n${describeCompany(company)}`,
    );
  },
};

/** Every company. */
export const companyList: AdminCommand<Record<string, never>> = {
  name: 'company list',
  summary: 'Viser alle foretak med organisasjonsnummer, saksprefiks og innstillinger',
  help: 'Viser alle foretakene i portalen, sortert på navn.',
  options: {},
  required: [],

  async run(_values, { db, print }) {
    const companies = await service(db).listCompanies();
    print(companies.length === 0 ? 'Ingen foretak.' : companies.map(describeCompany).join('\n\n'));
  },
};

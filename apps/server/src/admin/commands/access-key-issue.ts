import { ROLE_DEFINITIONS } from '@foretaksportalen/shared/demo-data';
import { createAccessKeyService } from '../../modules/access-key/index.ts';
import { createCompanyService } from '../../modules/company/index.ts';
import type { AdminCommand } from '../admin-command.ts';
import { osloDateTime } from '../admin-format.ts';

const options = {
  company: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  phone: { type: 'string' },
  'phone-country-code': { type: 'string' },
} as const;

/** Issues an access key for a new user and prints what goes into the letter (issue 4). */
export const accessKeyIssue: AdminCommand<
  typeof options,
  'company' | 'first-name' | 'last-name' | 'email' | 'role'
> = {
  name: 'access-key issue',
  summary: 'Utsteder en tilgangsnøkkel til en ny bruker og skriver ut innholdet i brevet',
  help: `Oppretter en ventende bruker i foretaket og skriver ut adressen, koden og PIN-koden til brevet.
Nøkkelen kan brukes én gang. En nøkkel som fortsatt er åpen for samme e-postadresse i samme foretak,
trekkes tilbake.

Valg:
  --company <orgnr|navn|id>    Foretakets organisasjonsnummer, nøyaktige navn eller id
  --first-name <fornavn>       Brukerens fornavn
  --last-name <etternavn>      Brukerens etternavn
  --email <e-post>             Brukerens e-postadresse
  --role <rolle>               ${ROLE_DEFINITIONS.map((role) => role.name).join(', ')}
  --phone <telefon>            Brukerens telefonnummer (valgfritt)
  --phone-country-code <land>  NO, SE eller DK (standard NO)`,
  options,
  required: ['company', 'first-name', 'last-name', 'email', 'role'],

  async run(values, { config, db, print }) {
    const accessKeys = createAccessKeyService({ db, config, clock: () => new Date() });
    const company = await createCompanyService({ db }).findByReference(values.company);
    const letter = await accessKeys.issueAccessKey({
      companyId: company.id,
      firstName: values['first-name'],
      lastName: values['last-name'],
      email: values.email,
      phone: values.phone,
      phoneCountryCode: values['phone-country-code'],
      role: { name: values.role },
      issuedBy: ['admin-command', process.env.USER].filter(Boolean).join(':'),
    });
    print(
      [
        `Tilgangsnøkkel utstedt til ${values['first-name']} ${values['last-name']} (${values.email}), ` +
          `${values.role} i ${company.name}.`,
        '',
        `Adresse:    ${letter.url}`,
        `Kode:       ${letter.code}`,
        `PIN:        ${letter.pin}`,
        `Gyldig til: ${osloDateTime.format(new Date(letter.expiresAt))}`,
        '',
        'Koden og PIN-koden vises bare nå; portalen lagrer dem ikke i klartekst.',
      ].join('\n'),
    );
  },
};

// Field-level validation messages, copied word for word from the specification. The two documents word the
// national id messages differently (new-user dialog vs. customer form); both are kept so each screen matches.

export const FIRST_NAME_REQUIRED = 'Fornavn er et påkrevd felt';
export const LAST_NAME_REQUIRED = 'Etternavn er et påkrevd felt';
export const COMPANY_NAME_REQUIRED = 'Firma er et påkrevd felt';
export const CONTACT_PERSON_REQUIRED = 'Kontaktperson er et påkrevd felt';

export const PHONE_REQUIRED = 'Telefon er et påkrevd felt';
export const PHONE_INVALID = 'Ugyldig telefonnummer';

export const EMAIL_REQUIRED = 'E-post er et påkrevd felt';
export const EMAIL_INVALID = 'Ugyldig e-postadresse';
export const EMAIL_LIST_INVALID = 'En eller flere e-postadresser er ugyldig';

export const POSTAL_CODE_INVALID = 'Ugyldig postnummer';

/** New-user dialog. */
export const NATIONAL_ID_REQUIRED = 'Fødselsnummer er et obligatorisk felt';
export const NATIONAL_ID_INVALID = 'Fødselsnummer er ugyldig';
/** Customer form of the new-case wizard. */
export const CUSTOMER_NATIONAL_ID_REQUIRED = 'Fødselsnummer er et påkrevd felt';
export const CUSTOMER_NATIONAL_ID_INVALID = 'Ugyldig fødselsnummer';

/** The company's 'Varsle før forfall' (issue 20, beyond the specification). */
export const NOTIFY_BEFORE_DUE_DAYS_INVALID = (max: number) =>
  `Varsle før forfall må være et helt tall fra 0 til ${max}`;

export const DATE_FORMAT_INVALID = "Datoformat må være på format 'dd.mm.åååå'";

/** Any text with NUL or a lone surrogate, which cannot be stored (issue 17), or one line with a control character. */
export const TEXT_INVALID_CHARACTERS = 'Teksten inneholder ugyldige tegn';

/** '{Field} kan maksimalt inneholde {n} tegn', e.g. maxLengthMessage('Adresse', 200). */
export const maxLengthMessage = (field: string, max: number): string =>
  `${field.charAt(0).toUpperCase()}${field.slice(1)} kan maksimalt inneholde ${max} tegn`;

import type {
  AuditActor,
  AuditChange,
  AuditLogEntry,
  AuditLogKind,
  AuditPerson,
  AuditValue,
} from './contract/audit-log.ts';

/**
 * The Norwegian texts of the audit log: the company's 'Logg' page shows them and its Excel export writes them (one
 * set, so that the two never read differently), and a case's history names its actors with them.
 */
export const AUDIT_KIND_LABELS: Record<AuditLogKind, string> = {
  'user.added': 'Bruker lagt til',
  'user.activated': 'Bruker aktivert',
  'user.deactivated': 'Bruker deaktivert',
  'user.removed': 'Bruker slettet',
  'role.changed': 'Rolle endret',
  'profile.changed': 'Profil endret',
  'company.changed': 'Foretaksinnstillinger endret',
  'access-key.issued': 'Tilgangsnøkkel utstedt',
  'access-key.used': 'Tilgangsnøkkel brukt',
  'access-key.revoked': 'Tilgangsnøkkel trukket tilbake',
  'consent.given': 'Samtykke gitt',
  'consent.refused': 'Samtykke avslått',
  'cases.handed-over': 'Saker overført',
  'letter-template.created': 'Brevmal opprettet',
  'letter-template.changed': 'Brevmal endret',
  'letter-template.deleted': 'Brevmal slettet',
  'personal-data.exported': 'Innsyn for en person lastet ned',
  'personal-data.erasure-requested': 'Sletting av personopplysninger bedt om',
  'personal-data.erasure-approved': 'Sletting av personopplysninger godkjent',
  'personal-data.erasure-cancelled': 'Sletting av personopplysninger avbrutt',
};

/** The fields of a profile and of the company's settings by their wire names; another is shown as it is named. */
const FIELD_LABELS: Record<string, string> = {
  FirstName: 'Fornavn',
  LastName: 'Etternavn',
  Email: 'E-post',
  Phone: 'Telefon',
  PhoneCountryCode: 'Landkode',
  RoleId: 'Rolle',
  NotifyOnNewCases: 'Varsel om nye saker',
  NotifyOnNewPosts: 'Varsel om ny post',
  NotifyOnUnreadPosts: 'Varsel om ulest post',
  NotifyBeforeDue: 'Varsel før forfall',
  NotifyOnMention: 'Varsel når jeg blir nevnt',
  NotifyOnApproval: 'Varsel om brev til godkjenning',
  LettersNeedApproval: 'Brev må godkjennes før de sendes',
  NotifyBeforeDueDays: 'Varsle før forfall (virkedager)',
  ReportThresholdShort: 'Klagerapport: første grense (virkedager)',
  ReportThresholdLong: 'Klagerapport: andre grense (virkedager)',
  EmailAddress: 'Felles e-post',
  IsElectronicLettersActive: 'Ikke send brev per post',
  Name: 'Navn',
  OrgNum: 'Organisasjonsnummer',
  CasePrefix: 'Prefiks for saksnummer',
  Address: 'Adresse',
  ForceReadByCompany: 'Krev lesing av brev',
  NotifyLeadersOnNewCases: 'Varsle ledere om nye saker',
  NotifyLeadersOnUnreadPosts: 'Varsle ledere om ulest post',
  IsPortalLockedForElKom: 'Brevvalget er låst',
};

export const AUDIT_TEXTS = {
  operator: 'Drift',
  system: 'Portalen',
  formerPerson: 'Tidligere bruker',
  formerPersonInText: 'en tidligere bruker',
  nobody: 'ingen',
  undistributed: 'Ufordelte saker',
  empty: 'tom',
  yes: 'Ja',
  no: 'Nei',
} as const;

export const auditFieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** Who did it: a person by name, the complaints body by its short name (`{product}`). */
export function actorName(actor: AuditActor, productName: string) {
  switch (actor.Kind) {
    case 'Person':
      return actor.Name ?? AUDIT_TEXTS.formerPerson;
    case 'Provider':
      return productName;
    case 'Operator':
      return AUDIT_TEXTS.operator;
    case 'System':
      return AUDIT_TEXTS.system;
  }
}

/** A person an entry is about, in a sentence: 'ingen' for nobody, 'en tidligere bruker' for one the portal forgot. */
export const personName = (person: AuditPerson | null) =>
  person === null ? AUDIT_TEXTS.nobody : (person.Name ?? AUDIT_TEXTS.formerPersonInText);

export function auditValueText(value: AuditValue) {
  if (value === null || value === '') return AUDIT_TEXTS.empty;
  if (value === true) return AUDIT_TEXTS.yes;
  if (value === false) return AUDIT_TEXTS.no;
  return typeof value === 'number' ? String(value) : `«${value}»`;
}

/** 'E-post fra «k***@eksempel.no» til «a***@eksempel.no»', or only the field where the values are not kept. */
export function auditChangeText(change: AuditChange) {
  const label = auditFieldLabel(change.Field);
  if (change.From === undefined || change.To === undefined) return label;
  return `${label} fra ${auditValueText(change.From)} til ${auditValueText(change.To)}`;
}

const changesText = (changes: readonly AuditChange[]) => changes.map(auditChangeText).join(', ');
const roleText = (role: string | null) => role ?? AUDIT_TEXTS.empty;
const casesText = (count: number) => (count === 1 ? '1 sak' : `${count} saker`);

/** What an entry of the company's log says beyond its kind, as a sentence (empty where the kind says it all). */
export function describeAuditLogEntry(entry: AuditLogEntry): string {
  switch (entry.Kind) {
    case 'user.added':
      return entry.Role === null ? personName(entry.User) : `${personName(entry.User)} som ${entry.Role}`;
    case 'user.activated':
    case 'user.deactivated':
    case 'user.removed':
      return personName(entry.User);
    case 'role.changed':
      return `${personName(entry.User)}: fra ${roleText(entry.From)} til ${roleText(entry.To)}`;
    case 'profile.changed':
      return `${personName(entry.User)}: ${changesText(entry.Changes)}`;
    case 'company.changed':
      return changesText(entry.Changes);
    case 'access-key.issued':
      return [entry.Email && `Til ${entry.Email}`, entry.Role && `som ${entry.Role}`]
        .filter(Boolean)
        .join(' ');
    case 'cases.handed-over': {
      const what = entry.Cases === null ? 'Sakene' : casesText(entry.Cases);
      const to = entry.To === null ? AUDIT_TEXTS.undistributed : personName(entry.To);
      return `${what} fra ${personName(entry.From)} til ${to}`;
    }
    case 'letter-template.created':
    case 'letter-template.deleted':
      return `«${entry.Template}»`;
    case 'letter-template.changed':
      return entry.FormerName === null
        ? `«${entry.Template}»`
        : `«${entry.FormerName}», nå «${entry.Template}»`;
    case 'personal-data.exported':
    case 'personal-data.erasure-requested':
    case 'personal-data.erasure-cancelled':
      return entry.Cases === null ? '' : casesText(entry.Cases);
    case 'personal-data.erasure-approved':
      return entry.Cases === null || entry.Anonymised === null
        ? ''
        : `${entry.Anonymised} av ${casesText(entry.Cases)} anonymisert`;
    case 'access-key.used':
    case 'access-key.revoked':
    case 'consent.given':
    case 'consent.refused':
      return '';
  }
}

import { AUDIT_TEXTS } from '@foretaksportalen/shared/audit-texts';

/** Norwegian texts of the header and footer (spec 1 §2 "Application shell"). */
export const SHELL_TEXTS = {
  cases: 'Saker',
  statistics: 'Statistikk',
  complaintsReport: 'Klagerapport',
  newCase: 'Opprett sak',
  help: 'Hjelp',
  companySettings: 'Innstillinger for foretak',
  switchCompany: 'Bytt foretak',
  profileSettings: 'Profilinnstillinger',
  logOut: 'Logg ut',
  menu: 'Meny',
  closeMenu: 'Lukk menyen',
  mainNavigation: 'Hovedmeny',
  skipToContent: 'Hopp til hovedinnholdet',
  switchingCompany: 'Vennligst vent, bytter foretak..',
  orgNum: (orgNum: string) => `Org.nr. ${orgNum}`,
  websiteLink: (productName: string) => `${productName} – gå til nettstedet`,
  errorReportBefore: 'Opplever du en systemfeil, send en e-post til ',
  errorReportAfter: '.',
  mentioned: (cases: number) => (cases === 1 ? 'Nevnt i 1 sak' : `Nevnt i ${cases} saker`),
  mentionedCase: (caseId: string) => `Sak ${caseId.toUpperCase()}`,
  mentionedBy: (name: string | null, time: string) =>
    `${name ?? AUDIT_TEXTS.formerPerson} nevnte deg ${time}`,
  notes: (count: number) => `${count} notater`,
  moreMentioned: (cases: number) => (cases === 1 ? '… og 1 sak til' : `… og ${cases} saker til`),
} as const;

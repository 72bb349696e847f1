/** Norwegian texts of the header and footer (spec 1 §2 "Application shell"). */
export const SHELL_TEXTS = {
  cases: 'Saker',
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
} as const;

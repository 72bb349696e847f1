import type { Branding, CompanyRef, Config } from '@foretaksportalen/shared/contract/config';

export const branding: Branding = {
  PortalName: 'Foretaksportalen',
  ProductName: 'Klagenemnda',
  OrgNum: '987654321',
  Website: 'https://klagenemnda.example',
  ErrorReportEmail: 'feil@klagenemnda.example',
};

const activeCompany: CompanyRef = { Id: 'company-1', Name: 'Fjordbanken ASA' };

export function makeConfig(level: number, otherCompanies: CompanyRef[] = []): Config {
  return {
    LoginClerk: {
      Id: 'company-clerk-1',
      ClerkId: 'clerk-1',
      CompanyGuid: activeCompany.Id,
      DisplayName: 'Kari Nordmann',
      Email: 'kari@fjordbanken.example',
      CompanyName: activeCompany.Name,
      Companies: [activeCompany, ...otherCompanies],
      AccessRole: { Name: `Nivå ${level}`, AccessLevel: level },
    },
    CompanyClerks: [],
    Roles: [],
    Countries: [],
    SessionTimeout: 1800,
    MaxUploadFileSize: 25 * 1024 * 1024,
    ContentTypes: ['application/pdf'],
  };
}

/** Stores a login that is valid for another hour, as the app does after moving the auth cookies. */
export function storeValidLogin(): void {
  sessionStorage.setItem('authStatus', new Date(Date.now() + 3_600_000).toISOString());
  sessionStorage.setItem('refresh', 'refresh-token-1');
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const problemResponse = (status: number, problem: Record<string, unknown>) =>
  new Response(JSON.stringify({ status, ...problem }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/** Sets a cookie the way the server's Set-Cookie would. */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

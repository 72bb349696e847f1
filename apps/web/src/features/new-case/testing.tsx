import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type FakeRoute, stubFetch } from '../../test/fake-server.ts';
import { companyClerksFor, makeCompanyClerk, makeConfig } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { NewCasePage } from './pages/new-case-page.tsx';

/** Test helpers for the new-case wizard's tests: a level 3 clerk's configuration, the fake server, the steps. */

/** Synthetic ids that pass the checks: Norwegian (month + 80), Swedish personnummer, Danish CPR. */
export const NORWEGIAN_ID = '14839210192';
export const SWEDISH_ID = '198604122385';
export const DANISH_ID = '0101901234';

export const OLE = makeCompanyClerk(1, {
  Id: '7d9e2f40-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  ClerkId: '8e0f3a51-2c3d-4e4f-9a5b-6c7d8e9f0a12',
  DisplayName: 'Ole Hansen',
  Phone: '41234567',
});
export const ANNE = makeCompanyClerk(3, {
  Id: '9f1a4b62-3d4e-4f5a-8b6c-7d8e9f0a1b23',
  ClerkId: '0a2b5c73-4e5f-4a6b-9c7d-8e9f0a1b2c34',
  DisplayName: 'Anne Berg',
  Phone: null,
});
const INACTIVE = makeCompanyClerk(1, {
  Id: '1b3c6d84-5f6a-4b7c-8d8e-9f0a1b2c3d45',
  ClerkId: '2c4d7e95-6a7b-4c8d-9e9f-0a1b2c3d4e56',
  DisplayName: 'Per Deaktivert',
  Disabled: true,
});

/** A Brukeradministrator (level 4): the clerk choices leave him out, his role sees no cases (decision 0012). */
const USER_ADMINISTRATOR = makeCompanyClerk(4, {
  Id: '3d5e8f06-7b8c-4d9e-8f0a-1b2c3d4e5f67',
  ClerkId: '4e6f9a17-8c9d-4eaf-9a1b-2c3d4e5f6a78',
  DisplayName: 'Ivar Brukeradmin',
});

/** The configuration of a clerk of the level, with the colleagues as that level gets them (summaries below 4). */
const newCaseConfig = (level = 3): PortalConfig => ({
  ...makeConfig(level),
  CompanyClerks: companyClerksFor(level, [makeCompanyClerk(level), OLE, ANNE, INACTIVE, USER_ADMINISTRATOR]),
  ContentTypes: ['application/pdf', 'image/png'],
  MaxUploadFileSize: 25 * 1024 * 1024,
});

/** The delete key the fake server answers for a file: derived from its name, so tests know it in advance. */
export const uploadKeyOf = (fileName: string): UploadKey => ({
  Id: '5f0c6e52-3d1b-4c1a-9a53-2f4a9c1d7e01',
  Filename: fileName,
  Key: `upload-${fileName.replace(/[^A-Za-z0-9]/g, '-')}-0123456789`,
});

export const deleteRouteOf = (fileName: string) =>
  `DELETE /api/document/deletefile/${uploadKeyOf(fileName).Key}`;

const plainText = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/plain' } });

export const CREATED_CASE_ID = 'KN-2025-0042';

export function renderNewCase(routes: Record<string, FakeRoute> = {}, config = newCaseConfig()) {
  const server = stubFetch({
    'GET /api/case/getpostalplace/0150': plainText('OSLO'),
    'GET /api/case/getpostalplace/5003': plainText('BERGEN'),
    'GET /api/case/getpostalplace/0000': plainText('Ugyldig postnummer'),
    'POST /api/document/uploadfile': (request) =>
      uploadKeyOf(((request.body as FormData).get('file') as File).name),
    'POST /api/case/create': { CaseId: CREATED_CASE_ID },
    ...routes,
  });
  const app = renderWithApp(<NewCasePage />, {
    path: '/case',
    routePath: '/case',
    config,
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

export type NewCaseSetup = ReturnType<typeof renderNewCase>;

/** The open step's content: a region named by its label. */
export const openStep = (label: string) => within(screen.getByRole('region', { name: label }));
export const findOpenStep = async (label: string) =>
  within(await screen.findByRole('region', { name: label }));

/** A field by its label, with or without the required mark. */
const labelled = (name: string) => new RegExp(`^${name}(\\s*\\*)?$`);
export const textbox = (name: string) =>
  screen.getByRole('textbox', { name: labelled(name) }) as HTMLInputElement;
export const combobox = (name: string) => screen.getByRole('combobox', { name: labelled(name) });

/** What a screen reader reads as the field's description: its hint or message (and the Pnr notice). */
export const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The field shows the message, tied to it as its description and marked invalid. */
export function expectFieldError(field: HTMLElement, message: string) {
  expect(descriptionOf(field)).toContain(message);
  expect(field.getAttribute('aria-invalid')).toBe('true');
}

export async function choose(user: NewCaseSetup['user'], selectName: string, option: string) {
  await user.click(combobox(selectName));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

export async function replaceText(user: NewCaseSetup['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

interface CustomerInput {
  company?: boolean;
  country?: 'Sverige' | 'Danmark';
  firstName?: string;
  lastName?: string;
  nationalId?: string;
  address?: string;
  postalCode?: string;
  phone?: string;
  email?: string;
  reference?: string;
}

/** Fills step 1; a consumer in Norway unless told otherwise. */
export async function fillCustomer({ user }: NewCaseSetup, input: CustomerInput = {}) {
  if (input.company) await user.click(screen.getByRole('radio', { name: 'Foretak' }));
  if (input.country) await choose(user, 'Land', input.country);
  await replaceText(user, textbox(input.company ? 'Firma' : 'Fornavn'), input.firstName ?? 'Ola');
  await replaceText(
    user,
    textbox(input.company ? 'Kontaktperson' : 'Etternavn'),
    input.lastName ?? 'Nordmann',
  );
  if (!input.company) await replaceText(user, textbox('Fødselsnummer'), input.nationalId ?? NORWEGIAN_ID);
  if (input.address) await replaceText(user, textbox('Adresse'), input.address);
  if (input.postalCode) await replaceText(user, textbox('Postnummer'), input.postalCode);
  await replaceText(user, textbox('Telefon'), input.phone ?? '91234567');
  await replaceText(user, textbox('E-post'), input.email ?? 'ola@example.no');
  if (input.reference) await replaceText(user, textbox('Referanse'), input.reference);
}

export const pdf = (name = 'klage.pdf', size = 1536) =>
  new File(['x'.repeat(size)], name, { type: 'application/pdf' });
export const png = (name = 'kvittering.png', size = 2048) =>
  new File(['x'.repeat(size)], name, { type: 'image/png' });

const fileInput = () => screen.getByLabelText(/^Dra og slipp dokumenter her/) as HTMLInputElement;

/** Uploads through the file picker and waits until every file is done. */
export async function uploadFiles({ user }: NewCaseSetup, ...files: File[]) {
  await user.upload(fileInput(), files);
  await waitFor(() => expect(fileInput().disabled).toBe(false));
  for (const file of files) {
    const progress = screen.getByRole('progressbar', { name: `Fremdrift for ${file.name}` });
    expect(progress.getAttribute('aria-valuenow')).toBe('100');
  }
}

export const clickButton = async ({ user }: NewCaseSetup, name: string, step: string) =>
  user.click(openStep(step).getByRole('button', { name }));

/** Steps 1 and 2 filled and passed: the documents step is open. */
export async function reachDocuments(setup: NewCaseSetup, customer: CustomerInput = {}) {
  await fillCustomer(setup, customer);
  await clickButton(setup, 'Neste', 'Kunde');
  await findOpenStep('Foretaks saksdetaljer');
  await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
  await findOpenStep('Dokumenter');
}

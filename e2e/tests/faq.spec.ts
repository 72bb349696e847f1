import { expect, type Request } from '@playwright/test';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, mainNavigation, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'kari');
  await mainNavigation(page).getByRole('link', { name: 'Hjelp' }).click();
  await expect(page).toHaveURL('/faq');
});

test('the FAQ page shows the text block and answers open in the accordion', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hjelp');
  await expect(page.getByText('Her finner du svar på de vanligste spørsmålene')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ofte stilte spørsmål' })).toBeVisible();

  const question = page.getByRole('button', { name: 'Hvilken frist har vi for å svare nemnda?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'Hvilken frist har vi for å svare nemnda?' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Fristen står i brevet fra nemnda');
  await expectNoAxeViolations(page);
});

// Sending a question stores it and queues an e-mail.
test('the question form sends the message and thanks the clerk; an empty message sends nothing', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const questionsSent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/faq') && request.method() === 'POST') questionsSent.push(request);
  });
  const form = page.getByRole('form', { name: 'Send oss spørsmål' });
  await expect(form.getByRole('textbox', { name: 'Navn' })).toHaveValue('Kari Nordmann');
  await expect(form.getByRole('textbox', { name: 'Navn' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'E-post' })).toHaveValue('kari.nordmann@eksempelbank.no');
  await expect(form.getByRole('textbox', { name: 'E-post' })).toBeDisabled();

  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Skriv spørsmålet ditt')).toBeVisible();
  expect(questionsSent).toHaveLength(0);
  await expectNoAxeViolations(page);

  const message = form.getByRole('textbox', { name: 'Melding' });
  await message.fill('Kan vi få utsatt fristen i en sak når kunden har sendt nye opplysninger?');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('Takk! Ditt spørsmål er blitt sendt!')).toBeVisible();
  await expect(message).toHaveValue('');
  await expect(form.getByText('Skriv spørsmålet ditt')).toHaveCount(0);
  expect(questionsSent).toHaveLength(1);
  expect(questionsSent[0]?.postDataJSON()).toEqual({
    message: 'Kan vi få utsatt fristen i en sak når kunden har sendt nye opplysninger?',
  });
  await expectNoAxeViolations(page);
});

import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../fixtures/accessibility.ts';
import { demoCase } from '../fixtures/demo-cases.ts';
import { CHANGES_DEMO_DATA, closeMessage, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs, signInInsteadAs } from '../fixtures/saved-logins.ts';

/**
 * Issue 46, internal notes: Kari writes a note on her case mentioning Siri with the keyboard alone ('@', the
 * arrows, Enter; Escape closes the list), changes it within her 15 minutes; Siri sees 'Nevnt i 1 sak' in the
 * header, opens the note from its menu and the mark goes. The notes tab and the mentions list pass axe at 1280 and
 * 375 px, with the '@' list open too.
 */

const notesTab = (page: Page) => page.getByRole('tab', { name: /^Interne notater/ });
const noteField = (page: Page) => page.getByRole('combobox', { name: 'Nytt notat' });
const notes = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const mentionsButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Nevnt i/ });

async function openKarisCase(page: Page) {
  const spec = demoCase('kariTwoUnread');
  await page.getByRole('textbox', { name: 'Navn klager', exact: true }).fill(spec.complainer?.lastName ?? '');
  await page.getByRole('link', { name: spec.caseNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${spec.caseNumber}`);
  return spec;
}

test(
  'Kari writes a note mentioning Siri, who sees the mark and opens the note',
  { tag: CHANGES_DEMO_DATA },
  async ({ page }, testInfo) => {
    await signInAs(page, 'kari');
    await expect(page).toHaveURL('/incidents');
    const spec = await openKarisCase(page);
    await expect(notesTab(page)).toHaveText('Interne notater (0)');
    await notesTab(page).click();
    await expect(page.getByText('Ingen interne notater ennå.')).toBeVisible();

    // '@' offers the clerks who see Kari's case: Anne and Siri, not Kari herself, not Ola, Nina or Ivar.
    const field = noteField(page);
    await field.click();
    await page.keyboard.type('Kunden ringte om fakturaen. ');
    await page.keyboard.type('@');
    const listbox = page.getByRole('listbox', { name: 'Kolleger du kan nevne' });
    await expect(listbox.getByRole('option')).toHaveText(['Anne Admin', 'Siri Superbruker']);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
    await page.keyboard.press('ArrowDown');
    await expect(listbox.getByRole('option', { name: 'Siri Superbruker' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('mention-list-1280.png') });
    // Escape closes the list and keeps what was typed.
    await page.keyboard.press('Escape');
    await expect(listbox).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('@sup');
    await expect(listbox.getByRole('option')).toHaveText(['Siri Superbruker']);
    await page.keyboard.press('Enter');
    await expect(field.locator('.note-mention')).toHaveText('@Siri Superbruker');
    // The mention brings a space after it; it counts as one character of the 4,000.
    await page.keyboard.type('kan du se på saken?');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Avtalen: https://eksempel.no/avtale.');
    await expect(page.getByText('86 av 4000 tegn')).toBeVisible();
    await page.getByRole('button', { name: 'Legg til notat' }).click();
    await closeMessage(page, 'Notatet er lagt til');

    const note = notes(page).first();
    await expect(note.getByRole('heading', { level: 3 })).toHaveText('Kari Nordmann');
    await expect(note.locator('time')).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    await expect(note.getByText('@Siri Superbruker')).toBeVisible();
    const link = note.getByRole('link', { name: /https:\/\/eksempel\.no\/avtale/ });
    await expect(link).toHaveAttribute('href', 'https://eksempel.no/avtale');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(notesTab(page)).toHaveText('Interne notater (1)');
    await expect(noteField(page)).toHaveText('');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('notes-1280.png'), fullPage: true });

    // Within her 15 minutes Kari changes it: 'redigert'.
    await note.getByRole('button', { name: 'Rediger' }).click();
    const editField = page.getByRole('combobox', { name: 'Endre notatet' });
    await expect(editField).toBeFocused();
    await page.keyboard.type(' Haster.');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await closeMessage(page, 'Notatet er endret');
    await expect(note).toContainText('. Haster.');
    await expect(note).toContainText('(redigert)');

    await page.setViewportSize(PHONE);
    await expect(note).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('notes-375.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    // Siri: the mark in the header, the mentions list, and the note opened from it.
    await signInInsteadAs(page, 'siri');
    await expect(page).toHaveURL('/incidents');
    await expect(mentionsButton(page)).toHaveText('Nevnt i 1 sak');
    await mentionsButton(page).click();
    const mentions = page.getByRole('menu', { name: 'Nevnt i 1 sak' });
    const item = mentions.getByRole('menuitem', { name: new RegExp(`Sak ${spec.caseNumber}`) });
    await expect(item).toContainText(/Kari Nordmann nevnte deg \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('mentions-1280.png') });
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await page.getByRole('banner').getByRole('button', { name: 'Nevnt i 1 sak' }).click();
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('mentions-375.png') });
    await item.click();

    await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}\?note=[0-9a-f-]{36}$/);
    await expect(notesTab(page)).toHaveAttribute('aria-selected', 'true');
    const opened = notes(page).first();
    await expect(opened).toHaveAttribute('aria-current', 'true');
    await expect(opened).toBeFocused();
    await expect(opened.getByRole('button', { name: 'Rediger' })).toHaveCount(0);
    // Opening the notes marked them seen: the mark has gone.
    await expect(page.getByRole('banner').getByRole('button', { name: /Nevnt i/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('note-opened-375.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('note-opened-1280.png'), fullPage: true });
  },
);

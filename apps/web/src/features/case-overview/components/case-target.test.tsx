import type { Case } from '@foretaksportalen/shared/contract/case';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, makeCaseEvent } from '../../../test/case-fixtures.ts';
import { bodyRows, loaded, renderCaseOverview, rowWith } from '../testing.tsx';

const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();

const caseData: Case = makeCase({
  Events: [
    makeCaseEvent({ Created: at(10, 12), Description: 'Brev fra foretaket: Tilsvar' }, [
      { FileName: 'Tilsvar.pdf', UploadedBy: 'Kari Nordmann' },
    ]),
    makeCaseEvent({ Created: at(5, 9), Description: 'Brev fra Klagenemnda: Vedtak' }, [
      { FileName: 'Vedtak.pdf' },
    ]),
    makeCaseEvent({ Created: at(1, 8), Description: 'Sak registrert av foretaket' }, [
      { FileName: 'Registrering av klage.pdf', UploadedBy: 'Kari Nordmann' },
      { FileName: 'Klage fra kunden.pdf', UploadedBy: 'Kari Nordmann' },
    ]),
  ],
});
const documentId = (fileName: string) => {
  const document = caseData.Events.flatMap((event) => event.Documents).find((d) => d.FileName === fileName);
  if (!document) throw new Error(`No document ${fileName}`);
  return document.Id;
};
const eventId = (description: string) => {
  const event = caseData.Events.find((e) => e.Description === description);
  if (!event) throw new Error(`No event ${description}`);
  return event.Gid;
};

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const currentRows = () => bodyRows().filter((row) => row.getAttribute('aria-current') === 'true');

let scrolledTo: Element[];
beforeEach(() => {
  scrolledTo = [];
  // jsdom does not scroll: record what was scrolled into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('a case opened on a document (a search hit)', () => {
  it("opens on 'Dokumenter' with the document's row highlighted, current, scrolled to and focused", async () => {
    renderCaseOverview({ caseData, target: { document: documentId('Klage fra kunden.pdf') } });
    await loaded();
    expect(tab(/^Dokumenter/).getAttribute('aria-selected')).toBe('true');
    const row = rowWith('Klage fra kunden.pdf');
    expect(currentRows()).toEqual([row]);
    expect(document.activeElement).toBe(row);
    expect(scrolledTo).toEqual([row]);
    // An attachment: its group is expanded, so that the row is shown.
    const toggle = within(rowWith('Registrering av klage.pdf')).getByRole('button', {
      name: 'Skjul vedlegg',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(row.getAttribute('aria-hidden')).toBeNull();
    await expectNoAxeViolations();
  });

  it('keeps the highlight across tabs, but moves the focus to it only once', async () => {
    const { user } = renderCaseOverview({ caseData, target: { document: documentId('Vedtak.pdf') } });
    await loaded();
    await user.click(tab(/^Hendelser/));
    expect(currentRows()).toEqual([]);
    await user.click(tab(/^Dokumenter/));
    expect(currentRows()).toEqual([rowWith('Vedtak.pdf')]);
    expect(document.activeElement).toBe(tab(/^Dokumenter/));
    expect(scrolledTo).toHaveLength(1);
  });

  it('opens on another document of the same case when the address changes, its collapsed group expanded', async () => {
    const { user, router } = renderCaseOverview({
      caseData,
      target: { document: documentId('Tilsvar.pdf') },
    });
    await loaded();
    await user.click(
      within(rowWith('Registrering av klage.pdf')).getByRole('button', { name: 'Skjul vedlegg' }),
    );
    await user.click(tab(/^Hendelser/));

    await act(() =>
      router.navigate(
        paths.caseOverview.getHref(caseData.CaseUid, { document: documentId('Klage fra kunden.pdf') }),
      ),
    );
    expect(tab(/^Dokumenter/).getAttribute('aria-selected')).toBe('true');
    const row = rowWith('Klage fra kunden.pdf');
    expect(currentRows()).toEqual([row]);
    expect(row.getAttribute('aria-hidden')).toBeNull();
    expect(document.activeElement).toBe(row);
  });
});

describe('a case opened on an event (a hit in a letter’s own text)', () => {
  it("opens on 'Hendelser' with the event's row highlighted, current and focused", async () => {
    renderCaseOverview({ caseData, target: { event: eventId('Brev fra Klagenemnda: Vedtak') } });
    await loaded();
    expect(tab(/^Hendelser/).getAttribute('aria-selected')).toBe('true');
    const row = rowWith('Brev fra Klagenemnda: Vedtak');
    expect(currentRows()).toEqual([row]);
    expect(document.activeElement).toBe(row);
    expect(scrolledTo).toEqual([row]);
    await expectNoAxeViolations();
  });
});

describe('a case opened without a target', () => {
  it("opens on 'Hendelser' with no row highlighted and the focus left alone", async () => {
    const { user } = renderCaseOverview({ caseData });
    await loaded();
    expect(tab(/^Hendelser/).getAttribute('aria-selected')).toBe('true');
    expect(currentRows()).toEqual([]);
    await user.click(tab(/^Dokumenter/));
    expect(currentRows()).toEqual([]);
    expect(scrolledTo).toEqual([]);
  });
});

import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCaseListItem } from '../../../test/case-fixtures.ts';
import { type RecordedRequest, stubFetch } from '../../../test/fake-server.ts';
import { makeCompanyClerk, makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { recordCaseChange } from '../case-changes.ts';
import { InlineTextCell } from './inline-text-cell.tsx';

const SIRI_ID = '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c1d';
const config = {
  ...makeConfig(3),
  CompanyClerks: [makeCompanyClerk(3, { Id: SIRI_ID, DisplayName: 'Siri Superbruker' })],
};
const CONFLICT = 'Saken er endret av en annen. Last siden på nytt.';

let showItem: (item: CaseListItem) => void = () => {};

/** The cell with the case as the page holds it; `showItem` is what a refetch does. */
function Harness({ initial }: { initial: CaseListItem }) {
  const [item, setItem] = useState(initial);
  showItem = setItem;
  return <InlineTextCell item={item} field="CompanyCaseRef" label="Foretak ref" maxLength={50} editable />;
}

/** PATCH answers as a server would: 409 unless the Version sent is the stored one, which each save raises. */
function caseServer(stored: CaseListItem) {
  let current = stored;
  const server = stubFetch({
    [`PATCH /api/case/${stored.CaseUid}`]: ({ body }: RecordedRequest) => {
      const { Version, ...changes } = body as { Version: number };
      if (Version !== current.Version)
        return problemResponse(409, { title: CONFLICT, ErrorMessage: CONFLICT });
      current = { ...current, ...changes, Version: current.Version + 1 };
      return current;
    },
  });
  return {
    patches: () => server.callsTo('PATCH', `/api/case/${stored.CaseUid}`).map((call) => call.body),
    /** A colleague's save, straight to the server. */
    changeByColleague: (changes: Partial<CaseListItem>) => {
      current = { ...current, ...changes, Version: current.Version + 1 };
      return current;
    },
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('InlineTextCell under live updates', () => {
  it("says who changed the case while the clerk edits it, and 'Last inn' takes their value", async () => {
    const item = makeCaseListItem({ CompanyCaseRef: 'K-1', Version: 1 });
    const server = caseServer(item);
    const user = userEvent.setup();
    renderWithApp(<Harness initial={item} />, { config });

    await user.click(screen.getByRole('button', { name: 'Foretak ref: K-1' }));
    await user.type(screen.getByRole('textbox', { name: 'Foretak ref' }), '-mitt');
    const theirs = server.changeByColleague({ CompanyCaseRef: 'K-2' });
    act(() => {
      recordCaseChange(item.CaseUid, { Version: theirs.Version, By: SIRI_ID });
      showItem(theirs);
    });

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Endret av Siri Superbruker nå');
    const input = screen.getByRole('textbox', { name: 'Foretak ref' }) as HTMLInputElement;
    expect(input.value).toBe('K-1-mitt');

    await user.click(screen.getByRole('button', { name: 'Last inn' }));
    expect(input.value).toBe('K-2');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(input, '!{Enter}');
    await waitFor(() => expect(server.patches()).toEqual([{ CompanyCaseRef: 'K-2!', Version: 2 }]));
  });

  it('saves on the Version the edit started on, so a save over a colleague’s change is refused, not silent', async () => {
    const item = makeCaseListItem({ CompanyCaseRef: 'K-1', Version: 1 });
    const server = caseServer(item);
    const user = userEvent.setup();
    renderWithApp(<Harness initial={item} />, { config });

    await user.click(screen.getByRole('button', { name: 'Foretak ref: K-1' }));
    act(() => showItem(server.changeByColleague({ CompanyNote: 'Ny merknad' })));
    expect((await screen.findByRole('status')).textContent).toContain('Endret av en annen nå');

    await user.type(screen.getByRole('textbox', { name: 'Foretak ref' }), '-mitt{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(CONFLICT);
    expect(server.patches()).toEqual([{ CompanyCaseRef: 'K-1-mitt', Version: 1 }]);
  });

  it("moves on through the clerk's own saves, without a notice", async () => {
    const item = makeCaseListItem({ CompanyCaseRef: 'K-1', Version: 1 });
    const server = caseServer(item);
    const user = userEvent.setup();
    renderWithApp(<Harness initial={item} />, { config });

    await user.click(screen.getByRole('button', { name: 'Foretak ref: K-1' }));
    await user.type(screen.getByRole('textbox', { name: 'Foretak ref' }), '-a{Enter}');
    await waitFor(() => expect(server.patches()).toHaveLength(1));

    // The page still holds Version 1 (no refetch yet): the next save goes on Version 2, its own save's.
    await user.click(await screen.findByRole('button', { name: /^Foretak ref:/ }));
    await user.type(screen.getByRole('textbox', { name: 'Foretak ref' }), '-b{Enter}');
    await waitFor(() => expect(server.patches()).toHaveLength(2));
    expect(server.patches()[1]).toMatchObject({ Version: 2 });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

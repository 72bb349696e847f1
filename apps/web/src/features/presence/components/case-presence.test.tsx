import { livePresencePath } from '@foretaksportalen/shared/contract/live';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-server.ts';
import { makeConfig } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { usePresenceActivity } from '../presence-activity.ts';
import { CasePresence } from './case-presence.tsx';

const CASE_UID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const KARI = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const OLA = '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c';

function WritingNote() {
  usePresenceActivity('writing-note', true);
  return null;
}

describe('CasePresence', () => {
  it('shows who else is on the case and what they write, and tells the server of this tab until it leaves', async () => {
    const server = stubFetch({
      'POST /api/live/presence': { Present: [] },
      [`GET ${livePresencePath(CASE_UID)}`]: {
        Present: [
          { ClerkId: KARI, DisplayName: 'Kari Nordmann', Activity: 'viewing' },
          { ClerkId: OLA, DisplayName: 'Ola Ekstern', Activity: 'writing-letter' },
        ],
      },
    });
    const { unmount } = renderWithApp(<CasePresence caseUid={CASE_UID} />, { config: makeConfig(3) });

    const region = await screen.findByText('Kari Nordmann ser på saken');
    expect(region.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Ola Ekstern skriver brev')).toBeTruthy();

    await waitFor(() => expect(server.callsTo('POST', '/api/live/presence')).toHaveLength(1));
    const first = server.callsTo('POST', '/api/live/presence')[0]?.body as Record<string, unknown>;
    expect(first).toMatchObject({ CaseUid: CASE_UID, Activity: 'viewing' });
    expect(first.TabId).toMatch(/^[0-9a-f-]{36}$/);

    unmount();
    await waitFor(() => expect(server.callsTo('POST', '/api/live/presence')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/live/presence')[1]?.body).toEqual({ ...first, Activity: null });
    const leaving = server.fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
    expect(leaving.keepalive).toBe(true);
  });

  it('sends the leave only once the beat before it is answered, so the server cannot take them in the wrong order', async () => {
    let answerBeat = () => {};
    const server = stubFetch({
      'POST /api/live/presence': (request) =>
        (request.body as { Activity: string | null }).Activity === null
          ? { Present: [] }
          : new Promise((resolve) => {
              answerBeat = () => resolve({ Present: [] });
            }),
    });
    const { unmount } = renderWithApp(<CasePresence caseUid={CASE_UID} />, { config: makeConfig(3) });
    await waitFor(() => expect(server.callsTo('POST', '/api/live/presence')).toHaveLength(1));

    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo('POST', '/api/live/presence')).toHaveLength(1);
    answerBeat();
    await waitFor(() => expect(server.callsTo('POST', '/api/live/presence')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/live/presence')[1]?.body).toMatchObject({ Activity: null });
  });

  it("says 'skriver notat' of this tab while its note editor is in use", async () => {
    const server = stubFetch({ 'POST /api/live/presence': { Present: [] } });
    renderWithApp(
      <>
        <CasePresence caseUid={CASE_UID} />
        <WritingNote />
      </>,
      { config: makeConfig(3) },
    );
    await waitFor(() =>
      expect(
        server
          .callsTo('POST', '/api/live/presence')
          .map((call) => (call.body as { Activity: string }).Activity),
      ).toContain('writing-note'),
    );
  });

  it('shows nothing and stops beating where the server has no presence (404)', async () => {
    const server = stubFetch({});
    const { unmount } = renderWithApp(<CasePresence caseUid={CASE_UID} />, { config: makeConfig(3) });
    await waitFor(() => expect(server.callsTo('GET', livePresencePath(CASE_UID))).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('POST', '/api/live/presence')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo('POST', '/api/live/presence')).toHaveLength(1);
  });
});

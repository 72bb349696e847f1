import type { CaseDraft, LetterDraft } from '@foretaksportalen/shared/contract/letter-draft';
import { DRAFT_CHANGED } from '@foretaksportalen/shared/contract/letter-draft';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, makeCaseEvent } from '../../../test/case-fixtures.ts';
import type { RecordedRequest } from '../../../test/fake-server.ts';
import { problemResponse } from '../../../test/fixtures.ts';
import { loaded, renderCaseOverview } from '../testing.tsx';

const caseData = makeCase();
const draftRoute = `GET /api/case/${caseData.CaseUid}/draft`;
const KARI = { Id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', DisplayName: 'Kari Nordmann' };
const SIRI = { Id: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a', DisplayName: 'Siri Superbruker' };

const saved = (changes: Partial<LetterDraft> = {}): LetterDraft => ({
  Version: 3,
  Subject: 'Tilsvar',
  Content: 'Vi viser til brevet.',
  Answer: null,
  Files: [
    {
      Id: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c',
      FileName: 'Avtale.pdf',
      FileSize: 2048,
      MimeType: 'application/pdf',
    },
  ],
  CreatedBy: KARI,
  UpdatedBy: KARI,
  Updated: '2026-11-23T09:42:00.000Z',
  Status: 'Draft',
  Submitted: null,
  Returned: null,
  CanApprove: false,
  ...changes,
});

const answerOf = (draft: LetterDraft | null, NeedsApproval = false): CaseDraft => ({
  Draft: draft,
  NeedsApproval,
});

describe('the case draft (issue 46)', () => {
  it('shows who wrote it and when, and goes on with it in the letter form with its files', async () => {
    const { user } = renderCaseOverview({ caseData, routes: { [draftRoute]: answerOf(saved()) } });
    await loaded();
    const goOn = await screen.findByRole('button', { name: 'Fortsett på utkastet' });
    expect(
      screen.getByRole('heading', { name: 'Utkast av Kari Nordmann, sist endret 23.11.2026 09:42' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send brev' })).toBeNull();
    await user.click(goOn);
    const form = screen.getByRole('form', { name: 'Send brev' });
    expect((within(form).getByRole('textbox', { name: 'Emne' }) as HTMLInputElement).value).toBe('Tilsvar');
    expect(within(form).getByText('Avtale.pdf')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Forkast utkast' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("saves the draft with its version and the files kept; another clerk's save first keeps the text", async () => {
    const saves: RecordedRequest[] = [];
    const { user } = renderCaseOverview({
      caseData,
      routes: {
        [draftRoute]: answerOf(saved()),
        [`PUT /api/case/${caseData.CaseUid}/draft`]: (request) => {
          saves.push(request);
          return problemResponse(409, { title: 'Conflict', ErrorMessage: DRAFT_CHANGED });
        },
      },
    });
    await loaded();
    await user.click(await screen.findByRole('button', { name: 'Fortsett på utkastet' }));
    const message = screen.getByRole('textbox', { name: 'Send kort beskjed til Klagenemnda' });
    await user.clear(message);
    await user.type(message, 'Min nye tekst');
    await user.click(screen.getByRole('button', { name: 'Fjern Avtale.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    expect(await screen.findByText(DRAFT_CHANGED)).toBeTruthy();
    expect(saves.map((request) => request.body)).toEqual([
      { Version: 3, Subject: 'Tilsvar', Content: 'Min nye tekst', Answer: null, KeepFiles: [], Files: [] },
    ]);
    expect((message as HTMLTextAreaElement).value).toBe('Min nye tekst');
  });

  it("sends for approval where the company wants it: saves, then 'Send til godkjenning'", async () => {
    const steps: string[] = [];
    let current = answerOf(null, true);
    const { user } = renderCaseOverview({
      caseData,
      routes: {
        [draftRoute]: () => current,
        [`PUT /api/case/${caseData.CaseUid}/draft`]: () => {
          steps.push('save');
          current = answerOf(saved({ Version: 1 }), true);
          return current;
        },
        [`POST /api/case/${caseData.CaseUid}/draft/submit`]: (request) => {
          steps.push(`submit ${JSON.stringify(request.body)}`);
          current = answerOf(saved({ Version: 2, Status: 'AwaitingApproval' }), true);
          return current;
        },
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Send brev' }));
    await user.type(screen.getByRole('textbox', { name: 'Send kort beskjed til Klagenemnda' }), 'Vårt svar');
    expect(screen.queryByRole('button', { name: 'Send brev/vedlegg' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send til godkjenning' }));
    await waitFor(() => expect(steps).toEqual(['save', 'submit {"Version":1}']));
    expect(await screen.findByText('Brevet er sendt til godkjenning')).toBeTruthy();
    // The form gives way to the waiting draft, which takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Venter på godkjenning' })),
    );
  });

  it('lets an approver approve it or send it back with a comment, which is required', async () => {
    const waiting = saved({
      Status: 'AwaitingApproval',
      Submitted: { By: KARI, At: '2026-11-23T10:00:00.000Z' },
      CanApprove: true,
    });
    const returns: RecordedRequest[] = [];
    let current = answerOf(waiting, true);
    const { user } = renderCaseOverview({
      caseData,
      routes: {
        [draftRoute]: () => current,
        [`POST /api/case/${caseData.CaseUid}/draft/return`]: (request) => {
          returns.push(request);
          current = answerOf(
            saved({
              Version: 4,
              Returned: { By: SIRI, At: '2026-11-23T10:05:00.000Z', Comment: 'Rett opp' },
            }),
            true,
          );
          return current;
        },
        [`POST /api/case/${caseData.CaseUid}/draft/approve`]: () => makeCaseEvent(),
      },
    });
    await loaded();
    expect(await screen.findByRole('heading', { name: 'Venter på godkjenning' })).toBeTruthy();
    expect(
      screen.getByText('Sendt til godkjenning av Kari Nordmann 23.11.2026 10:00', { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fortsett på utkastet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send tilbake' }));
    const dialog = screen.getByRole('dialog', { name: 'Send tilbake' });
    await user.click(within(dialog).getByRole('button', { name: 'Send tilbake' }));
    expect(within(dialog).getByText('Skriv hvorfor brevet sendes tilbake')).toBeTruthy();
    expect(returns).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Hvorfor sendes brevet tilbake/ }),
      'Rett opp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send tilbake' }));
    await waitFor(() =>
      expect(returns.map((request) => request.body)).toEqual([{ Version: 3, Comment: 'Rett opp' }]),
    );
    expect(await screen.findByText('Brevet er sendt tilbake')).toBeTruthy();
    // The buttons pressed are gone with the wait: the focus goes to the draft as it is now.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: /^Utkast av Kari Nordmann/ })),
    );
    await expectNoAxeViolations();
  });
});

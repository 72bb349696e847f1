import type { Case } from '@foretaksportalen/shared/contract/case';
import { type CaseDecision, decisionAnswerPath } from '@foretaksportalen/shared/contract/decision';
import { formatNok } from '@foretaksportalen/shared/format-nok';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase } from '../../../test/case-fixtures.ts';
import { problemResponse } from '../../../test/fixtures.ts';
import { setScreenNarrow } from '../../../test/render.tsx';
import { block, caseRoute, loaded, renderCaseOverview } from '../testing.tsx';

const DECISION: CaseDecision = {
  Outcome: 'delvis-medhold',
  DecisionDate: '2026-11-02',
  EventUid: '8d6f5a4e-3b2c-4d1e-9f0a-1b2c3d4e5f60',
  AnswerDueDate: '2026-12-02',
  Answer: null,
};
const TITLE = 'Vedtak fra Klagenemnda';

/** The case as the server answers it before and after the answer: answered from the first POST. */
function caseServer(caseData: Case) {
  let answered: Case = caseData;
  return {
    [caseRoute(caseData.CaseUid)]: () => answered,
    [`POST ${decisionAnswerPath(caseData.CaseUid)}`]: (request: { body: unknown }) => {
      const body = request.body as { Follows: boolean; AmountPaid: number | null; Reason: string | null };
      answered = {
        ...caseData,
        CanAnswerDecision: false,
        Decision: { ...DECISION, Answer: { ...body, Answered: '2026-11-20T10:00:00.000Z' } },
      };
      return null;
    },
  };
}

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe("the complaints body's decision (issue 49)", () => {
  it('is not shown before there is one', async () => {
    renderCaseOverview({ caseData: makeCase() });
    await loaded();
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it("shows the conclusion, its date and letter, and asks 'Følger foretaket vedtaket?' while an answer is due", async () => {
    const caseData = makeCase({ Decision: DECISION, CanAnswerDecision: true });
    renderCaseOverview({ caseData });
    await loaded();
    const decision = block(TITLE);
    expect(decision.getByText('Nemndas konklusjon').nextElementSibling?.textContent).toBe('Delvis medhold');
    expect(decision.getByText('02.11.2026')).toBeTruthy();
    expect(decision.getByText('Svarfrist').nextElementSibling?.textContent).toBe('02.12.2026');
    expect(decision.getByRole('link', { name: 'Vis vedtaksbrevet' }).getAttribute('href')).toBe(
      `/case/${caseData.CaseUid}?event=${DECISION.EventUid}`,
    );
    expect(decision.getByRole('radiogroup', { name: 'Følger foretaket vedtaket?' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("requires the answer and a reason for 'Nei', checks the amount, and sends it once confirmed", async () => {
    const caseData = makeCase({ Decision: DECISION, CanAnswerDecision: true });
    const { user, server } = renderCaseOverview({ caseData, routes: caseServer(caseData) });
    await loaded();
    const decision = block(TITLE);
    const send = decision.getByRole('button', { name: 'Send svar' });

    await user.click(send);
    expect(decision.getByText('Velg om foretaket følger vedtaket')).toBeTruthy();
    await user.click(decision.getByRole('radio', { name: 'Nei' }));
    await user.type(decision.getByRole('textbox', { name: 'Utbetalt til kunden (kr)' }), '12,345');
    await user.click(send);
    expect(decision.getByText(/^Beløpet må være et tall fra 0/)).toBeTruthy();
    expect(decision.getByText('Skriv hvorfor foretaket ikke følger vedtaket')).toBeTruthy();
    expect(server.callsTo('POST', decisionAnswerPath(caseData.CaseUid))).toHaveLength(0);

    const amount = decision.getByRole('textbox', { name: 'Utbetalt til kunden (kr)' });
    await user.clear(amount);
    await user.type(amount, '12 500,50');
    await user.type(
      decision.getByRole('textbox', { name: 'Hvorfor følger foretaket ikke vedtaket?' }),
      'Avtalen ble fulgt.',
    );
    await user.click(send);
    const confirmation = await screen.findByRole('dialog', { name: 'Send svar på vedtaket' });
    await user.click(within(confirmation).getByRole('button', { name: 'Send svar' }));

    expect(await screen.findByText('Svaret på vedtaket er sendt')).toBeTruthy();
    expect(server.callsTo('POST', decisionAnswerPath(caseData.CaseUid)).map((call) => call.body)).toEqual([
      { Follows: false, AmountPaid: 12500.5, Reason: 'Avtalen ble fulgt.' },
    ]);
    const answered = block(TITLE);
    await waitFor(() => expect(answered.getByText('Foretaket følger ikke vedtaket')).toBeTruthy());
    expect(answered.getByText('Utbetalt til kunden').nextElementSibling?.textContent).toBe(
      formatNok(12500.5),
    );
    expect(answered.getByText('Avtalen ble fulgt.')).toBeTruthy();
    expect(answered.queryByRole('radiogroup')).toBeNull();
    expect(answered.queryByText('Svarfrist')).toBeNull();
  });

  it("sends 'Ja' without a reason, and shows the server's refusal", async () => {
    const caseData = makeCase({ Decision: DECISION, CanAnswerDecision: true });
    const { user } = renderCaseOverview({
      caseData,
      routes: {
        [`POST ${decisionAnswerPath(caseData.CaseUid)}`]: problemResponse(409, {
          title: 'Vedtaket er allerede besvart',
        }),
      },
    });
    await loaded();
    const decision = block(TITLE);
    await user.click(decision.getByRole('radio', { name: 'Ja' }));
    expect(decision.queryByRole('textbox', { name: /^Hvorfor/ })).toBeNull();
    await user.click(decision.getByRole('button', { name: 'Send svar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send svar på vedtaket' })).getByRole('button', {
        name: 'Send svar',
      }),
    );
    expect(await screen.findByText('Vedtaket er allerede besvart')).toBeTruthy();
  });
});

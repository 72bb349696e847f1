import type { Case } from '@foretaksportalen/shared/contract/case';
import { LEGAL_HOLD_REASON_MAX } from '@foretaksportalen/shared/contract/retention';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, makeCaseParty } from '../../../test/case-fixtures.ts';
import { problemResponse } from '../../../test/fixtures.ts';
import { setScreenNarrow } from '../../../test/render.tsx';
import { block, caseRoute, loaded, renderCaseOverview } from '../testing.tsx';

/** A local time as the wire sends it (UTC), so that the shown dates do not depend on the test machine's zone. */
const at = (day: number) => new Date(2026, 2, day, 14, 5).toISOString();

const HOLD = { Reason: 'Tvist for tingretten,\nsak 26-041234TVI-OTIR', At: at(5), By: 'Anne Admin' };
const holdPath = (caseData: Case) => `/api/case/${caseData.CaseUid}/legal-hold`;

/** The case as the server answers it before and after a change: held from the first PUT, until a DELETE. */
function caseServer(caseData: Case) {
  let held = caseData.LegalHold;
  return {
    [caseRoute(caseData.CaseUid)]: () => ({ ...caseData, LegalHold: held }),
    [`PUT ${holdPath(caseData)}`]: (request: { body: unknown }) => {
      held = { ...HOLD, Reason: (request.body as { Reason: string }).Reason };
      return null;
    },
    [`DELETE ${holdPath(caseData)}`]: () => {
      held = null;
      return null;
    },
  };
}

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('a case whose personal data has been deleted (issue 48)', () => {
  it('says so, with the day, in place of the complainer and the representative', async () => {
    const caseData = makeCase({
      Correspondent: makeCaseParty({ DisplayName: 'Advokat Berg' }),
      PersonalDataDeleted: { At: at(4), Rule: 'schedule' },
    });
    renderCaseOverview({ caseData, level: 5 });
    await loaded();
    expect(
      block('Personopplysninger').getByText('Personopplysninger slettet 04.03.2026 etter foretakets regler'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Klager' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fullmektig' })).toBeNull();
    expect(screen.queryByText('Oddny Tveitnes')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hold tilbake fra sletting' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows the parties as before while the data is there', async () => {
    renderCaseOverview({ caseData: makeCase() });
    await loaded();
    expect(block('Klager').getByText('Oddny Tveitnes')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Personopplysninger' })).toBeNull();
  });
});

describe('a held case (issue 48)', () => {
  it('shows the hold: why, since when and by whom', async () => {
    renderCaseOverview({ caseData: makeCase({ LegalHold: HOLD, CanHold: true }), level: 5 });
    await loaded();
    const notice = block('Holdt tilbake fra sletting');
    expect(notice.getByText(/^Tvist for tingretten,/).textContent).toBe(HOLD.Reason);
    expect(notice.getByText('Satt 05.03.2026 av Anne Admin')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('names a former user as such', async () => {
    renderCaseOverview({ caseData: makeCase({ LegalHold: { ...HOLD, By: null } }), level: 5 });
    await loaded();
    expect(
      block('Holdt tilbake fra sletting').getByText('Satt 05.03.2026 av en tidligere bruker'),
    ).toBeTruthy();
  });
});

describe('Hold tilbake fra sletting (issue 48)', () => {
  it('is not offered where the server does not allow it', async () => {
    renderCaseOverview({ caseData: makeCase({ CanHold: false }), level: 3 });
    await loaded();
    expect(screen.getByRole('button', { name: 'Last ned saksmappe' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hold tilbake fra sletting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opphev tilbakeholdelse' })).toBeNull();
  });

  it('requires a reason, then holds the case back with it and shows the case as held', async () => {
    const caseData = makeCase({ CanHold: true });
    const { user, server } = renderCaseOverview({ caseData, level: 5, routes: caseServer(caseData) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Hold tilbake fra sletting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold tilbake fra sletting' });
    expect(within(dialog).getByText(/slettes ikke så lenge den holdes tilbake/)).toBeTruthy();
    await expectNoAxeViolations(dialog);
    const reason = within(dialog).getByRole('textbox', { name: /^Begrunnelse/ });
    expect(reason.getAttribute('maxlength')).toBe(String(LEGAL_HOLD_REASON_MAX));

    await user.click(within(dialog).getByRole('button', { name: 'Hold tilbake fra sletting' }));
    expect(within(dialog).getByText('Begrunnelse er et påkrevd felt')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Hold tilbake fra sletting' }));
    expect(within(dialog).getByText('Begrunnelse er et påkrevd felt')).toBeTruthy();
    expect(server.callsTo('PUT', holdPath(caseData))).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Tvist for tingretten');
    expect(within(dialog).getByText(`20 av ${LEGAL_HOLD_REASON_MAX} tegn`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hold tilbake fra sletting' }));

    expect(await screen.findByText('Saken holdes tilbake fra sletting')).toBeTruthy();
    expect(server.callsTo('PUT', holdPath(caseData)).map((call) => call.body)).toEqual([
      { Reason: 'Tvist for tingretten' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('GET', `/api/case/${caseData.CaseUid}`)).toHaveLength(2);
    expect(block('Holdt tilbake fra sletting').getByText('Tvist for tingretten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opphev tilbakeholdelse' })).toBeTruthy();
  });

  it('shows the server’s message on the reason, and keeps the dialog open', async () => {
    const caseData = makeCase({ CanHold: true });
    const { user } = renderCaseOverview({
      caseData,
      level: 5,
      routes: {
        [`PUT ${holdPath(caseData)}`]: problemResponse(400, {
          title: 'Ugyldig forespørsel',
          errors: { Reason: ['Begrunnelsen inneholder ugyldige tegn'] },
        }),
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Hold tilbake fra sletting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold tilbake fra sletting' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Begrunnelse/ }), 'Tvist');
    await user.click(within(dialog).getByRole('button', { name: 'Hold tilbake fra sletting' }));
    expect(await within(dialog).findByText('Begrunnelsen inneholder ugyldige tegn')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Hold tilbake fra sletting' })).toBeTruthy();
  });

  it('shows a refusal as a warning, and Avbryt closes the dialog without a call', async () => {
    const caseData = makeCase({ CanHold: true });
    const { user, server } = renderCaseOverview({
      caseData,
      level: 5,
      routes: {
        [`PUT ${holdPath(caseData)}`]: problemResponse(403, {
          title: 'Du har ikke tilgang til å holde tilbake saker fra sletting',
        }),
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Hold tilbake fra sletting' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hold tilbake fra sletting' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', holdPath(caseData))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hold tilbake fra sletting' }));
    dialog = await screen.findByRole('dialog', { name: 'Hold tilbake fra sletting' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Begrunnelse/ }), 'Tvist');
    await user.click(within(dialog).getByRole('button', { name: 'Hold tilbake fra sletting' }));
    expect(
      await screen.findByText('Du har ikke tilgang til å holde tilbake saker fra sletting'),
    ).toBeTruthy();
  });
});

describe('Opphev tilbakeholdelse (issue 48)', () => {
  it('lifts the hold once confirmed, and shows the case as no longer held', async () => {
    const caseData = makeCase({ CanHold: true, LegalHold: HOLD });
    const { user, server } = renderCaseOverview({ caseData, level: 5, routes: caseServer(caseData) });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Hold tilbake fra sletting' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Opphev tilbakeholdelse' }));
    let dialog = await screen.findByRole('dialog', { name: 'Opphev tilbakeholdelse' });
    expect(dialog.textContent).toContain('Er du sikker på at du vil oppheve tilbakeholdelsen?');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', holdPath(caseData))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Opphev tilbakeholdelse' }));
    dialog = await screen.findByRole('dialog', { name: 'Opphev tilbakeholdelse' });
    await user.click(within(dialog).getByRole('button', { name: 'Opphev' }));
    expect(await screen.findByText('Tilbakeholdelsen er opphevet')).toBeTruthy();
    expect(server.callsTo('DELETE', holdPath(caseData))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Holdt tilbake fra sletting' })).toBeNull(),
    );
    expect(server.callsTo('GET', `/api/case/${caseData.CaseUid}`)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Hold tilbake fra sletting' })).toBeTruthy();
  });

  it('keeps both case actions on a phone', async () => {
    setScreenNarrow(true);
    renderCaseOverview({ caseData: makeCase({ CanHold: true, LegalHold: HOLD }), level: 5 });
    await loaded();
    expect(screen.getByRole('button', { name: 'Opphev tilbakeholdelse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last ned saksmappe' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});

import { canManageUsers } from '@foretaksportalen/shared/access-levels';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useAccessLevel } from '../../../lib/portal-config.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { useActivateClerk } from '../api/activate-clerk.ts';
import { getCaseAssignmentCountQueryOptions } from '../api/check-case-assignments.ts';
import { useDeactivateClerk } from '../api/deactivate-clerk.ts';
import { useRemoveCompanyClerk } from '../api/remove-company-clerk.ts';
import { ASSIGNED_CASES_DIALOG, DEACTIVATE_DIALOG, REMOVE_DIALOG, SETTINGS_TEXTS } from '../texts.ts';

export interface ClerkActions {
  activate: (clerk: CompanyClerk) => Promise<void>;
  deactivate: (clerk: CompanyClerk) => Promise<void>;
  remove: (clerk: CompanyClerk) => Promise<void>;
  /** The membership an action is running for, so that its row's buttons wait. */
  busyId: string | null;
}

/**
 * Activate, deactivate and delete (spec 1 §4, §6, §8). Deactivate and delete first ask how many cases the user
 * has in the job queue: with any, only the JOBBKØ warning shows; otherwise the user confirms. The level check
 * repeats the server's rule, so that a clerk below level 4 gets the specification's refusal rather than a call.
 */
export function useClerkActions(): ClerkActions {
  const level = useAccessLevel();
  const queryClient = useQueryClient();
  const activateClerk = useActivateClerk();
  const deactivateClerk = useDeactivateClerk();
  const removeCompanyClerk = useRemoveCompanyClerk();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (clerk: CompanyClerk, action: () => Promise<void>, mayHaveCases = true) => {
    setBusyId(clerk.Id);
    try {
      await action();
    } catch (error) {
      await showActionError(error, mayHaveCases);
    } finally {
      setBusyId(null);
    }
  };

  /** True when the user may be deactivated or deleted; shows the JOBBKØ warning otherwise. */
  const confirmWithoutAssignedCases = async (clerk: CompanyClerk, dialog: typeof DEACTIVATE_DIALOG) => {
    const assigned = await queryClient.fetchQuery(getCaseAssignmentCountQueryOptions(clerk.ClerkId));
    if (assigned > 0) {
      await confirm(ASSIGNED_CASES_DIALOG);
      return false;
    }
    return confirm(dialog);
  };

  return {
    busyId,
    activate: async (clerk) => {
      if (!canManageUsers(level)) {
        snackbar.show({ message: SETTINGS_TEXTS.activateRefused, type: 'info' });
        return;
      }
      await run(
        clerk,
        async () => {
          await activateClerk.mutateAsync(clerk.Id);
        },
        false,
      );
    },
    deactivate: async (clerk) => {
      if (!canManageUsers(level)) {
        snackbar.show({ message: SETTINGS_TEXTS.deactivateRefused, type: 'info' });
        return;
      }
      await run(clerk, async () => {
        if (await confirmWithoutAssignedCases(clerk, DEACTIVATE_DIALOG)) {
          await deactivateClerk.mutateAsync(clerk.Id);
        }
      });
    },
    remove: async (clerk) => {
      if (!canManageUsers(level)) {
        snackbar.show({ message: SETTINGS_TEXTS.removeRefused, type: 'warning' });
        return;
      }
      await run(clerk, async () => {
        if (await confirmWithoutAssignedCases(clerk, REMOVE_DIALOG)) {
          await removeCompanyClerk.mutateAsync(clerk.Id);
        }
      });
    },
  };
}

/**
 * A conflict on deactivate or delete means cases were assigned after the check: the JOBBKØ warning. Anything else
 * goes to the error presenter.
 */
async function showActionError(error: unknown, mayHaveCases: boolean): Promise<void> {
  if (isApiError(error) && error.status === 409 && mayHaveCases) await confirm(ASSIGNED_CASES_DIALOG);
  else showError(error, { logText: 'Handlingen på brukeren feilet' });
}

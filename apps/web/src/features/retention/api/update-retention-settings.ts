import {
  RETENTION_PATHS,
  type RetentionSettingsUpdate,
  retentionSettingsUpdateSchema,
} from '@foretaksportalen/shared/contract/retention';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { RETENTION_SETTINGS_TEXTS } from '../texts.ts';
import { RETENTION_QUERY_KEY } from './get-retention-settings.ts';

/** PUT /api/retention/settings (level 5): 204; a number of months below the operator's floor is a 400 on it. */
export const updateRetentionSettings = (settings: RetentionSettingsUpdate): Promise<void> =>
  httpClient.put<void>(RETENTION_PATHS.settings, retentionSettingsUpdateSchema.parse(settings));

/**
 * The schedule and the cases it deletes next are loaded anew after a save, since other months name other cases.
 * Errors go back to the form.
 */
export function useUpdateRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetentionSettings,
    onSuccess: async () => {
      snackbar.show({ message: RETENTION_SETTINGS_TEXTS.saved, type: 'info' });
      await queryClient.invalidateQueries({ queryKey: RETENTION_QUERY_KEY });
    },
  });
}

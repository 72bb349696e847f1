import { useMutation } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/** GET /api/clerk/deactivate/welcome: the welcome page is not shown again (a GET that changes state, by spec). */
export const deactivateWelcome = (): Promise<void> => httpClient.get<void>('/api/clerk/deactivate/welcome');

export const useDeactivateWelcome = () =>
  useMutation({
    mutationFn: deactivateWelcome,
    onError: (error) => console.error('Velkomstsiden ble ikke slått av', error),
  });

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConfig } from '../../../lib/portal-config.ts';
import { startLive } from '../start-live.ts';

/**
 * Keeps the page up to date while the clerk is logged in (issue 47): mounted once, in the authenticated layout, so
 * the stream stops when the login ends (the layout goes) and opens again for another membership.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const me = useConfig().LoginClerk.Id;
  useEffect(() => startLive(queryClient, me), [queryClient, me]);
  return null;
}

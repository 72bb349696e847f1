import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConfig } from '../../../lib/portal-config.ts';

/**
 * Keeps the page up to date while the clerk is logged in (issue 47): mounted once, in the authenticated layout, so
 * the stream stops when the login ends (the layout goes) and opens again for another membership.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const me = useConfig().LoginClerk.Id;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../start-live.ts').then(({ startLive }) => {
      if (!unmounted) stop = startLive(queryClient, me);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, me]);
  return null;
}

import { Outlet } from 'react-router';
import { OutageView } from '../../../components/outage-view.tsx';
import { serviceOutage, useServiceOutage } from '../../../lib/service-outage.ts';

/**
 * The page of the route, or, while the service is unavailable, the outage view in its place: the header, the
 * footer and the URL stay, and the page comes back by itself when the service does.
 */
export function PageArea() {
  const outage = useServiceOutage();
  if (!outage) return <Outlet />;
  return (
    <OutageView cause={outage.cause} retry={outage.retry} onRetry={() => void serviceOutage.retryNow()} />
  );
}

import Link, { type LinkProps } from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** A click that asks for the page in this tab: the main button and no modifier key (those open a tab or window). */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

interface ListLinkProps extends Omit<LinkProps, 'href'> {
  /** An absolute path of the app ('/case/…'). */
  to: string;
}

/**
 * A link to a page of the app, for the rows of long lists: MUI's Link on a plain address that navigates within
 * the app on a plain click, as React Router's Link does. Router's Link resolves its path against the route's
 * matches on every render, which in a list of cases costs more than the rest of the row (docs/performance-log.md).
 */
export function ListLink({ to, onClick, ...props }: ListLinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensHere(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}

import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { type ConfirmOptions, confirm } from './confirm-dialog.tsx';

const LEAVE_PAGE_DIALOG: ConfirmOptions = {
  Title: 'Forlate siden?',
  Body: 'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
  OKBtnName: 'OK',
  CloseBtnName: 'Avbryt',
};

interface LeavePageGuardOptions {
  /** Runs when the user chooses to leave anyway (the case page clears its uploaded files). */
  onLeave?: () => void;
}

/** Asks 'Forlate siden?' before navigating away from unsaved changes, in the app and on reload or close. */
export function useLeavePageGuard(isDirty: boolean, { onLeave }: LeavePageGuardOptions = {}): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // StrictMode runs effects twice; one blocked navigation must open one dialog.
  const askingRef = useRef(false);
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    onLeaveRef.current = onLeave;
  }, [onLeave]);

  useEffect(() => {
    if (blocker.state !== 'blocked' || askingRef.current) return;
    askingRef.current = true;
    void confirm(LEAVE_PAGE_DIALOG).then((leave) => {
      askingRef.current = false;
      if (leave) {
        onLeaveRef.current?.();
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

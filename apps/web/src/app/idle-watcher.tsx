import { IDLE_COUNTDOWN_SECONDS, KEEP_ALIVE_INTERVAL_SECONDS } from '@foretaksportalen/shared/limits';
import { useEffect, useRef } from 'react';
import { type IIdleTimer, useIdleTimer } from 'react-idle-timer';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { pingServer } from '../features/access/index.ts';
import { isLoginValid, logOut } from '../lib/auth-session.ts';
import { useConfig } from '../lib/portal-config.ts';
import { snackbar } from '../lib/snackbar.ts';
import {
  idleSecondsBeforeCountdown,
  idleWarningText,
  minutesLeft,
  msUntilNextMinute,
} from './idle-timing.ts';

/** How often a tab tells the others of the session that the user is active there. */
const TAB_SYNC_INTERVAL_MS = 200;

/** The HTTP client has already done what can be done about a failed ping (refresh on 401, messages otherwise). */
const keepAlive = () => {
  pingServer().catch(() => {});
};

/**
 * The idle watcher of spec 1 §4: after `idleSecondsBeforeCountdown` without activity a countdown of
 * IDLE_COUNTDOWN_SECONDS starts, with a warning that says how many minutes are left. Activity during the countdown
 * cancels it, closes the warning and pings the server; at its end the user is logged out, or sent to /access/idle
 * when the login is no longer valid. Until the countdown starts the server is pinged every
 * KEEP_ALIVE_INTERVAL_SECONDS, so that its own idle expiry (SessionTimeout after the last request) never comes
 * before the browser's and a user who comes back during the countdown still has a session.
 *
 * The tabs of a session share one timer (react-idle-timer's crossTab): activity in one keeps the others alive, the
 * countdown starts when every tab is idle, and activity in any tab cancels it in all.
 */
export function useIdleWatcher(sessionTimeoutSeconds: number): void {
  const navigate = useNavigate();
  const warningId = useRef<number | null>(null);
  const minuteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const closeWarning = () => {
    clearTimeout(minuteTimer.current);
    if (warningId.current !== null) snackbar.hide(warningId.current);
    warningId.current = null;
  };

  /** Shows the minutes left, and again at each full minute while the countdown runs. */
  const showWarning = (timer: IIdleTimer) => {
    const remainingMs = timer.getRemainingTime();
    const message = idleWarningText(minutesLeft(remainingMs));
    if (warningId.current === null || !snackbar.update(warningId.current, message)) {
      warningId.current = snackbar.show({ message, type: 'warning', persist: true });
    }
    if (minutesLeft(remainingMs) === 1) return;
    minuteTimer.current = setTimeout(() => {
      // A countdown can also end without onActive (a tab that opens restarts the shared timer).
      if (timer.isPrompted()) showWarning(timer);
      else closeWarning();
    }, msUntilNextMinute(remainingMs));
  };

  const idleTimer = useIdleTimer({
    timeout: (idleSecondsBeforeCountdown(sessionTimeoutSeconds) + IDLE_COUNTDOWN_SECONDS) * 1000,
    promptBeforeIdle: IDLE_COUNTDOWN_SECONDS * 1000,
    crossTab: true,
    syncTimers: TAB_SYNC_INTERVAL_MS,
    name: 'idle-watcher',
    onPrompt: (_event, timer) => {
      if (timer) showWarning(timer);
    },
    // During the countdown the timer only reports activity; cancelling it is ours to do, in this tab (the others
    // hear it through activate) and with one ping.
    onAction: (_event, timer) => {
      if (!timer?.isPrompted()) return;
      timer.activate();
      keepAlive();
    },
    onActive: closeWarning,
    onIdle: () => {
      closeWarning();
      if (isLoginValid()) logOut();
      else navigate(paths.access.idle.getHref());
    },
  });

  const { isIdle, isPrompted } = idleTimer;
  useEffect(() => {
    const interval = setInterval(() => {
      if (!isPrompted() && !isIdle()) keepAlive();
    }, KEEP_ALIVE_INTERVAL_SECONDS * 1000);
    return () => clearInterval(interval);
  }, [isIdle, isPrompted]);

  // No timer or warning outlives the logged-in pages (logout, the idle page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on unmount; closeWarning reads refs
  useEffect(() => closeWarning, []);
}

/** Mounted by the authenticated layout only: anonymous pages have no session to watch. */
export function IdleWatcher() {
  useIdleWatcher(useConfig().SessionTimeout);
  return null;
}

import { lazy, Suspense } from 'react';
import { createStore, useStore } from '../lib/store.ts';

/** The confirm dialog's data, with the field names of the specification (spec 1 §2 "Shared dialogs"). */
export interface ConfirmOptions {
  Title: string;
  /** HTML; sanitized with DOMPurify before it is shown. */
  Body: string;
  OKBtnName: string;
  CloseBtnName?: string;
}

interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

const queueStore = createStore<readonly PendingConfirm[]>([]);
let nextId = 1;

/** Opens the confirm dialog; resolves true for the OK button, false for the close button or Escape. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    queueStore.set([...queueStore.get(), { id: nextId++, options, resolve }]);
  });
}

function settleFirst(confirmed: boolean) {
  const [first, ...rest] = queueStore.get();
  if (!first) return;
  queueStore.set(rest);
  first.resolve(confirmed);
}

// Loaded on first use, so that DOMPurify and the dialog stay out of the login page's JavaScript.
const ConfirmDialog = lazy(async () => ({
  default: (await import('./confirm-dialog-view.tsx')).ConfirmDialog,
}));

export function ConfirmDialogHost() {
  const [current] = useStore(queueStore);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog key={current.id} open options={current.options} onClose={settleFirst} />
    </Suspense>
  );
}

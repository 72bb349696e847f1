import { lazy, Suspense } from 'react';
import type { BulkClerkDialogProps } from './bulk-clerk-dialog-view.tsx';

// Loaded when a clerk first opens it, so that the dialog and its radio list stay out of the list's first JavaScript.
const BulkClerkDialogView = lazy(async () => ({
  default: (await import('./bulk-clerk-dialog-view.tsx')).BulkClerkDialog,
}));

/** 'Endre saksbehandler' for the selected cases (bulk-clerk-dialog-view.tsx). */
export function BulkClerkDialog(props: BulkClerkDialogProps) {
  return (
    <Suspense fallback={null}>
      <BulkClerkDialogView {...props} />
    </Suspense>
  );
}

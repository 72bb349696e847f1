import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failure to load that trying again may mend: the message, and a button that tries again. */
export function RetryAlert({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

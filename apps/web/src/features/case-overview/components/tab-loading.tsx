import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner in place of what a tab (or a field in it) is still fetching, named for screen readers. */
export function TabLoading({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: small ? 2 : 3 }}>
      <CircularProgress size={small ? 28 : 40} aria-label={label} />
    </Box>
  );
}

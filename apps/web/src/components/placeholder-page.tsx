import Typography from '@mui/material/Typography';

/** Stands in for a page that is not built yet: its heading and nothing else. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Typography component="h1" variant="h4">
      {title}
    </Typography>
  );
}

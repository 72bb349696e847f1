import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useId } from 'react';

interface FormCardProps {
  title: string;
  /** h1 where the form is the page (a user's profile), h2 where it is one section of it. */
  headingLevel?: 'h1' | 'h2';
  onSubmit: FormEventHandler<HTMLFormElement>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A form on an outlined card, named by its heading: the profile form and the company settings. */
export function FormCard({ title, headingLevel = 'h2', onSubmit, sx, children }: FormCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      variant="outlined"
      sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Stack sx={{ gap: 3 }}>
        <Typography id={headingId} component={headingLevel} variant={headingLevel === 'h1' ? 'h4' : 'h5'}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

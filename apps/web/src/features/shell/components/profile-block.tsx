import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The clerk's name and active company. */
export function ProfileBlock({ displayName, companyName }: { displayName: string; companyName: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'flex', flexDirection: 'column', textAlign: 'left', lineHeight: 1.2 }}
    >
      <Typography component="span" sx={{ fontWeight: 500, fontSize: '0.9375rem' }}>
        {displayName}
      </Typography>
      <Typography component="span" sx={{ fontSize: '0.8125rem', opacity: 0.9 }}>
        {companyName}
      </Typography>
    </Box>
  );
}

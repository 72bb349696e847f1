import { formatOrgNum } from '@foretaksportalen/shared/format-org-num';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBranding } from '../../../lib/branding.ts';
import { SHELL_TEXTS } from '../texts.ts';

/** The static footer: the provider's logo link, organisation number and where to report system errors. */
export function SiteFooter() {
  const branding = useBranding();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
      {branding ? (
        <Container
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Link
            href={branding.Website}
            aria-label={SHELL_TEXTS.websiteLink(branding.ProductName)}
            underline="none"
            sx={{
              fontWeight: 700,
              fontSize: '1.125rem',
              letterSpacing: '0.02em',
              color: 'primary.main',
              border: 2,
              borderColor: 'primary.main',
              borderRadius: 1,
              px: 1.5,
              py: 0.5,
            }}
          >
            {branding.ProductName}
          </Link>
          <Typography variant="body2">{SHELL_TEXTS.orgNum(formatOrgNum(branding.OrgNum))}</Typography>
          <Typography variant="body2">
            {SHELL_TEXTS.errorReportBefore}
            <Link href={`mailto:${branding.ErrorReportEmail}`}>{branding.ErrorReportEmail}</Link>
            {SHELL_TEXTS.errorReportAfter}
          </Typography>
        </Container>
      ) : null}
    </Box>
  );
}

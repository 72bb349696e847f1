import { landingPathFor } from '@foretaksportalen/shared/access-levels';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { usePortalName } from '../../../lib/branding.ts';
import { useAccessLevel } from '../../../lib/portal-config.ts';
import { useConfirmNewCompanyNotice } from '../api/confirm-new-company-notice.ts';
import { useNewCompanyNotice } from '../api/get-new-company-notice.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

/**
 * The first login after another company added the person (issue 17): which companies, and where to switch to
 * them. Shown after consent and welcome, before the landing page; 'Fortsett' confirms it, so it is shown once.
 */
export function NewCompanyPage() {
  const portalName = usePortalName();
  const landing = landingPathFor(useAccessLevel());
  const notice = useNewCompanyNotice();
  const confirm = useConfirmNewCompanyNotice();
  const navigate = useNavigate();
  useBlockingSpinnerWhile(notice.isPending, ACCESS_TEXTS.loadingNewCompanies);

  if (notice.isPending) return null;
  const companies = notice.data?.Companies ?? [];
  // Nothing (left) to tell, or it cannot be read now: on to the landing page.
  if (companies.length === 0) return <Navigate to={landing} replace />;

  const goOn = () =>
    confirm.mutate(
      companies.map((company) => company.Id),
      { onSuccess: () => navigate(landing, { replace: true }) },
    );

  return (
    <NoticeCard title={ACCESS_TEXTS.newCompanyTitle(companies.length)}>
      <Typography>
        {ACCESS_TEXTS.newCompanyText(
          companies.map((company) => company.Name),
          portalName,
        )}
      </Typography>
      <Stack direction="row" sx={{ pt: 1 }}>
        <Button variant="contained" disabled={confirm.isPending} onClick={goOn}>
          {ACCESS_TEXTS.continue}
        </Button>
      </Stack>
    </NoticeCard>
  );
}

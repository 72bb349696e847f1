import {
  canDistributeCases,
  canEditCompanySettings,
  canManageCategories,
  canManageLetterTemplates,
  canManagePersonalData,
} from '@foretaksportalen/shared/access-levels';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { getConfigQueryOptions, useConfig, useFullCompanyClerks } from '../../../lib/portal-config.ts';
import { useCompany } from '../api/get-company.ts';
import { useClerkAssignments } from '../api/hand-over-cases.ts';
import { ClerkList } from '../components/clerk-list.tsx';
import { CompanySettingsForm } from '../components/company-settings-form.tsx';
import { HandOverDialog } from '../components/hand-over-dialog.tsx';
import { NewClerkDialog } from '../components/new-clerk-dialog.tsx';
import { RolesTable } from '../components/roles-table.tsx';
import { useClerkActions } from '../components/use-clerk-actions.ts';
import {
  AUDIT_LOG_TEXTS,
  CATEGORIES_ENTRY_TEXTS,
  LETTER_TEMPLATE_TEXTS,
  PERSONAL_DATA_ENTRY_TEXTS,
  RETENTION_ENTRY_TEXTS,
  SETTINGS_TEXTS,
} from '../texts.ts';

const byName = new Intl.Collator('nb');

/**
 * /settings (levels 4 and 5; spec 1 §2): the company settings (level 5 only), the active and inactive users and
 * the roles; level 5, which distributes cases too, hands a user's cases over to another (issue 20); 'Logg' leads to
 * the company's audit log (issue 24), 'Brevmaler' (level 5) to the letter templates (issue 46), and 'Sletting av
 * personopplysninger' (level 5) to the company's schedule for personal data and 'Innsyn for en person' (level 5) to
 * a person's data on request (issue 48). The user lists come from
 * the configuration, loaded anew on arrival so that they show what other administrators have changed; the page
 * stays hidden until that and the company have loaded.
 */
export function SettingsPage() {
  const config = useConfig();
  const companyClerks = useFullCompanyClerks();
  const freshConfig = useQuery({ ...getConfigQueryOptions(), refetchOnMount: 'always' });
  const withCompany = canEditCompanySettings(config.LoginClerk.AccessRole.AccessLevel);
  const company = useCompany(config.LoginClerk.CompanyGuid, { enabled: withCompany });
  const actions = useClerkActions();
  const [creating, setCreating] = useState(false);
  const canHandOver = canDistributeCases(config.LoginClerk.AccessRole.AccessLevel);
  const assignments = useClerkAssignments(canHandOver);
  const [handingOver, setHandingOver] = useState<CompanyClerk | null>(null);
  const handOver = canHandOver ? setHandingOver : undefined;

  const loading = !freshConfig.isFetchedAfterMount || (withCompany && company.isPending);
  useBlockingSpinnerWhile(loading, SETTINGS_TEXTS.loading);
  useEffect(() => {
    // A failed company call is only logged (spec 1 §8): the users can still be managed.
    if (company.isError) console.error('Foretaket kunne ikke lastes', company.error);
  }, [company.isError, company.error]);

  if (loading) return null;

  const clerks = companyClerks.sort((a, b) =>
    byName.compare(`${a.Clerk.FirstName} ${a.Clerk.LastName}`, `${b.Clerk.FirstName} ${b.Clerk.LastName}`),
  );

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="h1" variant="h4">
          {SETTINGS_TEXTS.title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {canManageLetterTemplates(config.LoginClerk.AccessRole.AccessLevel) ? (
            <Button
              component={RouterLink}
              to={paths.letterTemplates.getHref()}
              variant="outlined"
              startIcon={<DescriptionIcon />}
              title={LETTER_TEMPLATE_TEXTS.openTemplatesHint}
            >
              {LETTER_TEMPLATE_TEXTS.openTemplates}
            </Button>
          ) : null}
          {canManageCategories(config.LoginClerk.AccessRole.AccessLevel) ? (
            <Button
              component={RouterLink}
              to={paths.categories.getHref()}
              variant="outlined"
              startIcon={<CategoryIcon />}
              title={CATEGORIES_ENTRY_TEXTS.openHint}
            >
              {CATEGORIES_ENTRY_TEXTS.open}
            </Button>
          ) : null}
          {canManagePersonalData(config.LoginClerk.AccessRole.AccessLevel) ? (
            <Button
              component={RouterLink}
              to={paths.retention.getHref()}
              variant="outlined"
              startIcon={<AutoDeleteIcon />}
              title={RETENTION_ENTRY_TEXTS.openHint}
            >
              {RETENTION_ENTRY_TEXTS.open}
            </Button>
          ) : null}
          {canManagePersonalData(config.LoginClerk.AccessRole.AccessLevel) ? (
            <Button
              component={RouterLink}
              to={paths.personalData.getHref()}
              variant="outlined"
              startIcon={<PersonSearchIcon />}
              title={PERSONAL_DATA_ENTRY_TEXTS.openHint}
            >
              {PERSONAL_DATA_ENTRY_TEXTS.open}
            </Button>
          ) : null}
          <Button
            component={RouterLink}
            to={paths.auditLog.getHref()}
            variant="outlined"
            startIcon={<HistoryIcon />}
            title={AUDIT_LOG_TEXTS.openLogHint}
          >
            {AUDIT_LOG_TEXTS.openLog}
          </Button>
        </Stack>
      </Stack>
      {withCompany && company.data ? (
        <CompanySettingsForm key={company.data.Id} company={company.data} />
      ) : null}
      <ClerkList
        title={SETTINGS_TEXTS.activeUsers}
        status="active"
        clerks={clerks.filter((clerk) => !clerk.Disabled)}
        emptyText={SETTINGS_TEXTS.noActiveUsers}
        actions={actions}
        assignments={assignments}
        onHandOver={handOver}
        headerAction={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
            {SETTINGS_TEXTS.newUser}
          </Button>
        }
      />
      <ClerkList
        title={SETTINGS_TEXTS.inactiveUsers}
        status="inactive"
        clerks={clerks.filter((clerk) => clerk.Disabled)}
        emptyText={SETTINGS_TEXTS.noInactiveUsers}
        actions={actions}
        assignments={assignments}
        onHandOver={handOver}
      />
      <RolesTable roles={config.Roles} />
      {creating ? <NewClerkDialog onClose={() => setCreating(false)} /> : null}
      {handingOver ? (
        <HandOverDialog
          clerk={handingOver}
          assigned={assignments.get(handingOver.Id) ?? { open: 0, closed: 0 }}
          onClose={() => setHandingOver(null)}
        />
      ) : null}
    </Stack>
  );
}

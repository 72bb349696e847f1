import {
  type Company,
  type CompanyUpdate,
  companyUpdateSchema,
} from '@foretaksportalen/shared/contract/company';
import { NOTIFY_BEFORE_DUE_DAYS_MAX } from '@foretaksportalen/shared/limits';
import { hasEmailAddress, notificationChoices } from '@foretaksportalen/shared/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, NotifyCheckboxes } from '../../../components/checkbox-field.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useLeavePageGuard } from '../../../components/leave-page-guard.ts';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { shownOnceChanged } from '../../../components/shown-error.ts';
import { WholeNumberField } from '../../../components/whole-number-field.tsx';
import { useProductName } from '../../../lib/branding.ts';
import { useConfig } from '../../../lib/portal-config.ts';
import { asPhoneCountryCode, PhoneFields, PROFILE_TEXTS, phoneCountryOptions } from '../../profile/index.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

type CompanyValues = CompanyUpdate;
type CompanyPayload = z.output<typeof companyUpdateSchema>;

const NOTIFY_FIELDS = [
  { name: 'NotifyOnNewCases', label: SETTINGS_TEXTS.notifyOnNewCases },
  { name: 'NotifyOnNewPosts', label: SETTINGS_TEXTS.notifyOnNewPosts },
  { name: 'NotifyOnUnreadPosts', label: SETTINGS_TEXTS.notifyOnUnreadPosts },
] as const;

/** The form's values: empty texts as '', and no notifications without a common e-mail (spec 1 §4). */
function toCompanyValues(company: Company): CompanyValues {
  return {
    ...company,
    EmailAddress: company.EmailAddress ?? '',
    Phone: company.Phone ?? '',
    PhoneCountryCode: asPhoneCountryCode(company.PhoneCountryCode),
    ...notificationChoices(company.EmailAddress, {
      NotifyOnNewCases: company.NotifyOnNewCases,
      NotifyOnNewPosts: company.NotifyOnNewPosts,
      NotifyOnUnreadPosts: company.NotifyOnUnreadPosts,
    }),
  };
}

/**
 * 'Alternativer for {company name}' (spec 1 §2 company settings section, §4, §5): level 5 only. Name and
 * organisation number are shown but never edited; the complaints body's flags travel unchanged.
 */
export function CompanySettingsForm({ company }: { company: Company }) {
  const config = useConfig();
  const product = useProductName();
  const updateCompany = useUpdateCompany();
  const countries = phoneCountryOptions(config);

  const {
    control,
    handleSubmit,
    reset,
    setValue,
    trigger,
    formState: { isDirty, isSubmitted, dirtyFields },
  } = useForm<CompanyValues, unknown, CompanyPayload>({
    resolver: zodResolver(companyUpdateSchema),
    defaultValues: toCompanyValues(company),
    mode: 'onChange',
  });
  useLeavePageGuard(isDirty);
  const hasEmail = hasEmailAddress(useWatch({ control, name: 'EmailAddress' }));
  const electronicLetters = useWatch({ control, name: 'IsElectronicLettersActive' });

  const shownError = shownOnceChanged(isSubmitted);

  const onSubmit = handleSubmit(async (payload) => {
    let answer: number;
    try {
      answer = await updateCompany.mutateAsync(payload);
    } catch (error) {
      // A failed company call is only logged (spec 1 §8); the HTTP client shows a 5xx and follows redirects.
      console.error('Innstillingene for foretaket ble ikke lagret', error);
      return;
    }
    // Saved: the form is pristine again, with the values as the server now has them.
    if (answer >= 0) reset(toCompanyValues(payload));
  });

  return (
    <FormCard title={SETTINGS_TEXTS.companyTitle(company.Name)} onSubmit={onSubmit}>
      <FormSection title={SETTINGS_TEXTS.companyDetails}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label={SETTINGS_TEXTS.companyName} value={company.Name} disabled />
          <TextField label={SETTINGS_TEXTS.orgNum} value={company.OrgNum} disabled />
          <FormTextField
            control={control}
            name="EmailAddress"
            errorText={shownError}
            hint={PROFILE_TEXTS.emailHint}
            onChange={(event, change) => {
              change(event);
              if (!hasEmailAddress(event.target.value)) {
                for (const { name } of NOTIFY_FIELDS) setValue(name, false, { shouldDirty: true });
              }
            }}
            label={SETTINGS_TEXTS.companyEmail}
            type="text"
            inputMode="email"
            autoComplete="email"
            sx={{ gridColumn: '1 / -1' }}
          />
          <PhoneFields
            control={control}
            trigger={trigger}
            countries={countries}
            phoneError={(fieldState) =>
              dirtyFields.PhoneCountryCode ? fieldState.error?.message : shownError(fieldState)
            }
          />
        </Box>
      </FormSection>

      <FormSection title={SETTINGS_TEXTS.notifications}>
        <NotifyCheckboxes
          control={control}
          fields={NOTIFY_FIELDS}
          disabled={!hasEmail}
          hint={hasEmail ? undefined : SETTINGS_TEXTS.notificationsNeedEmail}
        />
        {/* Not tied to the common e-mail: clerks who chose it get the reminder without one. */}
        <WholeNumberField
          control={control}
          name="NotifyBeforeDueDays"
          errorText={shownError}
          hint={SETTINGS_TEXTS.notifyBeforeDueDaysHint}
          label={SETTINGS_TEXTS.notifyBeforeDueDays}
          min={0}
          max={NOTIFY_BEFORE_DUE_DAYS_MAX}
          sx={{ mt: 2, maxWidth: 480 }}
        />
      </FormSection>

      <FormSection title={SETTINGS_TEXTS.systemSettings}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 3,
            [`@media ${MOBILE_MEDIA_QUERY}`]: { flexDirection: 'column', alignItems: 'stretch', gap: 1 },
          }}
        >
          <Box sx={{ flex: '0 0 auto', minWidth: 0 }}>
            <CheckboxField
              control={control}
              name="IsElectronicLettersActive"
              label={SETTINGS_TEXTS.electronicLetters}
              disabled={company.IsPortalLockedForElKom}
            />
            {company.IsPortalLockedForElKom ? (
              <FormHelperText sx={{ mt: 0 }}>
                {SETTINGS_TEXTS.electronicLettersLocked(product)}
              </FormHelperText>
            ) : null}
          </Box>
          {/* Announced when the box changes, so that a screen reader hears what the choice means. */}
          <Box aria-live="polite" sx={{ flex: '1 1 auto', minWidth: 0 }}>
            {electronicLetters ? (
              <Alert severity="info">{SETTINGS_TEXTS.electronicLettersOn(product)}</Alert>
            ) : (
              <Alert severity="warning">{SETTINGS_TEXTS.electronicLettersOff(product)}</Alert>
            )}
          </Box>
        </Box>
        <CheckboxField
          control={control}
          name="LettersNeedApproval"
          label={SETTINGS_TEXTS.lettersNeedApproval}
        />
        <FormHelperText sx={{ mt: 0 }}>{SETTINGS_TEXTS.lettersNeedApprovalHint}</FormHelperText>
      </FormSection>

      <Box>
        <Button type="submit" variant="contained" disabled={updateCompany.isPending}>
          {SETTINGS_TEXTS.save}
        </Button>
      </Box>
    </FormCard>
  );
}

/** A titled group of the form: a fieldset, so that each field is announced with its group. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ fontSize: '1.1rem', mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

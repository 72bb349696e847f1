import { type ClerkSettings, clerkSettingsSchema } from '@foretaksportalen/shared/contract/clerk';
import type { ClerkProfile, CompanyClerk } from '@foretaksportalen/shared/contract/config';
import { hasEmailAddress, notificationChoices } from '@foretaksportalen/shared/notifications';
import type { ProfileEditBlock, RoleChangeBlock } from '@foretaksportalen/shared/profile-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { NotifyCheckboxes } from '../../../components/checkbox-field.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useLeavePageGuard } from '../../../components/leave-page-guard.ts';
import { shownOnceChanged } from '../../../components/shown-error.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { useConfig } from '../../../lib/portal-config.ts';
import { showError } from '../../../lib/show-error.ts';
import { useClerk } from '../api/get-clerk.ts';
import { useUpdateClerk } from '../api/update-clerk.ts';
import { asPhoneCountryCode, phoneCountryOptions } from '../phone-countries.ts';
import { grantableRoles } from '../profile-rules.ts';
import { PROFILE_TEXTS } from '../texts.ts';
import { PhoneFields } from './phone-fields.tsx';

type ProfileValues = ClerkSettings;
type ProfilePayload = z.output<typeof clerkSettingsSchema>;

/** The form's values for a clerk: empty texts as '', and no notifications without an e-mail (spec 1 §4). */
function toProfileValues(clerk: CompanyClerk): ProfileValues {
  return {
    Id: clerk.Id,
    ClerkId: clerk.ClerkId,
    CompanyGuid: clerk.CompanyGuid,
    Email: clerk.Email ?? '',
    ...notificationChoices(clerk.Email, {
      NotifyOnNewCases: clerk.NotifyOnNewCases,
      NotifyOnNewPosts: clerk.NotifyOnNewPosts,
      NotifyBeforeDue: clerk.NotifyBeforeDue,
      NotifyOnMention: clerk.NotifyOnMention,
      NotifyOnApproval: clerk.NotifyOnApproval,
    }),
    Phone: clerk.Phone ?? '',
    PhoneCountryCode: asPhoneCountryCode(clerk.PhoneCountryCode),
    RoleId: clerk.RoleId,
    Clerk: { Id: clerk.Clerk.Id, FirstName: clerk.Clerk.FirstName, LastName: clerk.Clerk.LastName },
  };
}

const roleHint = (block: RoleChangeBlock | null, firstName: string) => {
  if (block === 'own-profile') return PROFILE_TEXTS.ownRoleHint;
  if (block === 'target-above-viewer') return PROFILE_TEXTS.higherLevelHint(firstName);
  return undefined;
};

/** Why the whole form is read-only: a clerk above the viewer's level says so by name (spec 1 §6). */
const readOnlyNotice = (block: ProfileEditBlock, firstName: string) =>
  block === 'target-above-viewer'
    ? `${PROFILE_TEXTS.higherLevelHint(firstName)} ${PROFILE_TEXTS.readOnlyNotice}`
    : PROFILE_TEXTS.readOnlyNotice;

export interface ProfileFormProps {
  /** The person's id (ClerkId). */
  personId: string;
  /** h1 on the profile page; h2 where the page has its own heading (welcome). */
  headingLevel?: 'h1' | 'h2';
  /** Ask 'Forlate siden?' before leaving with unsaved changes (the profile pages). */
  guardLeave?: boolean;
  /** Where a save leads: the welcome page goes on from there (spec 1 §4); the profile pages stay. */
  pathAfterSave?: string;
}

/** The profile form of spec 1 §2: loads the clerk, then lets the viewer edit what the level rules allow. */
export function ProfileForm({
  personId,
  headingLevel = 'h1',
  guardLeave = false,
  pathAfterSave,
}: ProfileFormProps) {
  const clerk = useClerk(personId);

  useBlockingSpinnerWhile(clerk.isPending, PROFILE_TEXTS.loading);

  if (clerk.isPending) return null;
  if (clerk.isError) {
    return (
      <Stack sx={{ gap: 2 }}>
        <Typography component={headingLevel} variant="h4">
          {PROFILE_TEXTS.title}
        </Typography>
        <Alert severity="warning">{loadFailureMessage(clerk.error)}</Alert>
      </Stack>
    );
  }
  return (
    <ProfileFields
      key={clerk.data.Id}
      clerk={clerk.data}
      headingLevel={headingLevel}
      guardLeave={guardLeave}
      pathAfterSave={pathAfterSave}
    />
  );
}

/** A refusal (403) says why in its title; anything else means there is no such user to show. */
const loadFailureMessage = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.problem.title
    ? error.problem.title
    : PROFILE_TEXTS.notFound;

interface ProfileFieldsProps {
  clerk: ClerkProfile;
  headingLevel: 'h1' | 'h2';
  guardLeave: boolean;
  pathAfterSave: string | undefined;
}

function ProfileFields({ clerk, headingLevel, guardLeave, pathAfterSave }: ProfileFieldsProps) {
  const config = useConfig();
  const navigate = useNavigate();
  const updateClerk = useUpdateClerk();

  const nameHintId = useId();

  // What the viewer may change comes with the profile: the server's rules, not recomputed here.
  const editBlock = clerk.EditBlock;
  const readOnly = editBlock !== null;
  // A name belongs to its person: on someone else's profile it is shown, and saved, as it is.
  const nameLocked = !readOnly && !clerk.CanChangeName;
  const block = clerk.RoleChangeBlock;
  const roles = grantableRoles(config.Roles, clerk.RoleId);
  const countries = phoneCountryOptions(config);

  const {
    control,
    handleSubmit,
    reset,
    setValue,
    trigger,
    setError,
    formState: { isDirty, isSubmitted, dirtyFields },
  } = useForm<ProfileValues, unknown, ProfilePayload>({
    resolver: zodResolver(clerkSettingsSchema),
    defaultValues: toProfileValues(clerk),
    mode: 'onChange',
  });
  useLeavePageGuard(guardLeave && isDirty);
  const hasEmail = hasEmailAddress(useWatch({ control, name: 'Email' }));

  const shownError = shownOnceChanged(isSubmitted);

  const onSubmit = handleSubmit(async (values) => {
    const role = config.Roles.find((candidate) => candidate.Id === values.RoleId);
    const payload: ClerkSettings = {
      ...values,
      AccessRole: role ? { Name: role.Name, AccessLevel: role.AccessLevel } : clerk.AccessRole,
    };
    let saved: ClerkProfile;
    try {
      saved = await updateClerk.mutateAsync(payload);
    } catch (error) {
      showError(error, {
        logText: 'Profilen ble ikke lagret',
        placeFieldErrors: (errors) => placeFieldErrors(errors, setError),
      });
      return;
    }
    reset(toProfileValues(saved));
    if (pathAfterSave) navigate(pathAfterSave);
  });

  return (
    <FormCard
      title={clerk.DisplayName}
      headingLevel={headingLevel}
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}
    >
      {editBlock ? <Alert severity="info">{readOnlyNotice(editBlock, clerk.Clerk.FirstName)}</Alert> : null}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {(['Clerk.FirstName', 'Clerk.LastName'] as const).map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            errorText={shownError}
            label={name === 'Clerk.FirstName' ? PROFILE_TEXTS.firstName : PROFILE_TEXTS.lastName}
            autoComplete={name === 'Clerk.FirstName' ? 'given-name' : 'family-name'}
            required
            disabled={readOnly || nameLocked}
            slotProps={nameLocked ? { htmlInput: { 'aria-describedby': nameHintId } } : undefined}
          />
        ))}
        {nameLocked ? (
          <FormHelperText id={nameHintId} sx={{ gridColumn: '1 / -1', mt: -1.5, mx: 1.75 }}>
            {PROFILE_TEXTS.nameOwnedByPerson}
          </FormHelperText>
        ) : null}
        <FormTextField
          control={control}
          name="Email"
          errorText={shownError}
          hint={readOnly ? undefined : PROFILE_TEXTS.emailHint}
          onChange={(event, change) => {
            change(event);
            if (!hasEmailAddress(event.target.value)) {
              for (const { name } of NOTIFY_FIELDS) setValue(name, false, { shouldDirty: true });
            }
          }}
          label={PROFILE_TEXTS.email}
          type="text"
          inputMode="email"
          autoComplete="email"
          disabled={readOnly}
          sx={{ gridColumn: '1 / -1' }}
        />
        <PhoneFields
          control={control}
          trigger={trigger}
          countries={countries}
          disabled={readOnly}
          phoneError={(fieldState) =>
            dirtyFields.PhoneCountryCode ? fieldState.error?.message : shownError(fieldState)
          }
        />
        <TextField label={PROFILE_TEXTS.company} value={clerk.Company.Name} disabled />
        <FormTextField
          control={control}
          name="RoleId"
          errorText={() => undefined}
          // Above the viewer's level the notice at the top already says why.
          hint={editBlock === 'target-above-viewer' ? undefined : roleHint(block, clerk.Clerk.FirstName)}
          select
          label={PROFILE_TEXTS.role}
          disabled={readOnly || block !== null}
          // The hint explains why the select is disabled, so it must stay readable (not greyed out).
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        >
          {roles.map((role) => (
            <MenuItem key={role.Id} value={role.Id}>
              {role.Name}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
          {PROFILE_TEXTS.notifications}
        </Typography>
        <NotifyCheckboxes
          control={control}
          fields={NOTIFY_FIELDS}
          disabled={readOnly || !hasEmail}
          hint={!hasEmail && !readOnly ? PROFILE_TEXTS.notificationsNeedEmail : undefined}
        />
      </Box>

      {readOnly ? null : (
        <Box>
          <Button type="submit" variant="contained" disabled={updateClerk.isPending}>
            {PROFILE_TEXTS.save}
          </Button>
        </Box>
      )}
    </FormCard>
  );
}

const NOTIFY_FIELDS = [
  { name: 'NotifyOnNewCases', label: PROFILE_TEXTS.notifyOnNewCases },
  { name: 'NotifyOnNewPosts', label: PROFILE_TEXTS.notifyOnNewPosts },
  { name: 'NotifyBeforeDue', label: PROFILE_TEXTS.notifyBeforeDue },
  { name: 'NotifyOnMention', label: PROFILE_TEXTS.notifyOnMention },
  { name: 'NotifyOnApproval', label: PROFILE_TEXTS.notifyOnApproval },
] as const;

const FORM_FIELDS = [
  'Clerk.FirstName',
  'Clerk.LastName',
  'Email',
  'PhoneCountryCode',
  'Phone',
  'RoleId',
] as const satisfies readonly Path<ProfileValues>[];
type FormField = (typeof FORM_FIELDS)[number];

/** A 400 puts the server's messages on the fields, keyed by path (e.g. 'Clerk.FirstName'). */
function placeFieldErrors(
  errors: Record<string, string[]>,
  setError: (name: FormField, error: { message: string }) => void,
): boolean {
  let placed = false;
  for (const [field, [message]] of Object.entries(errors)) {
    if (!message || !FORM_FIELDS.includes(field as FormField)) continue;
    setError(field as FormField, { message });
    placed = true;
  }
  return placed;
}

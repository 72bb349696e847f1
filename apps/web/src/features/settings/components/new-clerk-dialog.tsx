import { type ClerkLookup, type NewClerk, newClerkSchema } from '@foretaksportalen/shared/contract/clerk';
import { DEFAULT_COUNTRY_CODE } from '@foretaksportalen/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { type FormEvent, useId, useState } from 'react';
import {
  type ControllerFieldState,
  type FieldErrors,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useConfig } from '../../../lib/portal-config.ts';
import {
  asPhoneCountryCode,
  grantableRoles,
  PhoneFields,
  PROFILE_TEXTS,
  phoneCountryOptions,
} from '../../profile/index.ts';
import { useCreateClerk } from '../api/create-clerk.ts';
import { useLookUpClerk } from '../api/look-up-clerk.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

/** Spec 1 §9: the new-user dialog is 650 px wide, at most 90 % of the viewport high. */
const NEW_USER_DIALOG_WIDTH_PX = 650;

type NewClerkValues = NewClerk;
type NewClerkPayload = z.output<typeof newClerkSchema>;
type FieldName = Exclude<keyof NewClerkValues, 'CountryCode'>;

/**
 * Where the dialog is (spec 1 §4): before the lookup; the person is already in the company; the person exists
 * but not in the company; nobody has the national id.
 */
type LookupState = 'start' | 'in-company' | 'existing' | 'not-found';

/** The fields in the order they are shown, for finding the first invalid one. */
const FIELD_ORDER: readonly FieldName[] = [
  'Birthnumber',
  'Firstname',
  'Lastname',
  'Email',
  'PhoneCountryCode',
  'Phone',
  'RoleId',
];

const emptyValues = (Birthnumber = ''): NewClerkValues => ({
  Birthnumber,
  Firstname: '',
  Lastname: '',
  Email: '',
  Phone: '',
  PhoneCountryCode: DEFAULT_COUNTRY_CODE,
  CountryCode: DEFAULT_COUNTRY_CODE,
  RoleId: '',
});

/** The values a lookup leads to: the member's details, only the name of a person from elsewhere, or nothing. */
function valuesAfterLookup(nationalId: string, found: ClerkLookup): NewClerkValues {
  const values = emptyValues(nationalId);
  if (!found) return values;
  const named = { ...values, Firstname: found.FirstName, Lastname: found.LastName };
  if (!found.HasCompanyClerk) return named;
  return {
    ...named,
    Email: found.Email ?? '',
    Phone: found.Phone ?? '',
    PhoneCountryCode: asPhoneCountryCode(found.PhoneCountryCode),
    RoleId: found.AccessRoleId ?? '',
  };
}

const stateAfterLookup = (found: ClerkLookup): LookupState => {
  if (!found) return 'not-found';
  return found.HasCompanyClerk ? 'in-company' : 'existing';
};

const MESSAGES: Record<Exclude<LookupState, 'start'>, { text: string; severity: AlertColor }> = {
  'in-company': { text: SETTINGS_TEXTS.alreadyInCompany, severity: 'info' },
  existing: { text: SETTINGS_TEXTS.existsElsewhere, severity: 'info' },
  'not-found': { text: SETTINGS_TEXTS.notFound, severity: 'warning' },
};

const baseResolver = zodResolver(newClerkSchema);
/** CountryCode always equals the phone country code (spec 1 §3): the schema sees it so, and so does the POST. */
const resolver: Resolver<NewClerkValues, unknown, NewClerkPayload> = (values, context, options) =>
  baseResolver({ ...values, CountryCode: values.PhoneCountryCode }, context, options);

/**
 * 'Ny bruker' (spec 1 §2, §4, §5): the national id first, 'Neste' looks the person up, then the rest is filled
 * in as the lookup allows and 'Opprett' adds the person to the company.
 */
export function NewClerkDialog({ onClose }: { onClose: () => void }) {
  const config = useConfig();
  const lookUpClerk = useLookUpClerk();
  const createClerk = useCreateClerk();
  const titleId = useId();
  const [lookupState, setLookupState] = useState<LookupState>('start');
  const countries = phoneCountryOptions(config);

  const { control, handleSubmit, reset, trigger, getValues, setValue, setFocus, getFieldState } = useForm<
    NewClerkValues,
    unknown,
    NewClerkPayload
  >({
    resolver,
    defaultValues: emptyValues(),
    mode: 'onTouched',
    // The dialog marks and focuses the first invalid field itself.
    shouldFocusError: false,
  });

  const contactEditable = lookupState === 'existing' || lookupState === 'not-found';
  const nameEditable = lookupState === 'not-found';
  // A member's current role stays listed so that it shows, even above the viewer's level.
  const memberRoleId = useWatch({ control, name: 'RoleId' });
  const roles = grantableRoles(config.Roles, lookupState === 'in-company' ? memberRoleId : '');

  /** Errors show once a field has been touched (left, or marked by 'Neste' or 'Opprett'). */
  const shownError = ({ isTouched, error }: ControllerFieldState) => (isTouched ? error?.message : undefined);

  /** Marks the first invalid field that is not yet touched, so its message shows, and focuses it (spec 1 §5). */
  const markFirstInvalid = (errors: FieldErrors<NewClerkValues>, among: readonly FieldName[]) => {
    const invalid = among.filter((name) => errors[name]);
    const untouched = invalid.find((name) => !getFieldState(name).isTouched);
    if (untouched) setValue(untouched, getValues(untouched), { shouldTouch: true, shouldValidate: true });
    const target = untouched ?? invalid[0];
    if (target) setFocus(target);
  };

  const lookUp = async () => {
    if (!(await trigger('Birthnumber'))) {
      markFirstInvalid({ Birthnumber: getFieldState('Birthnumber').error }, ['Birthnumber']);
      return;
    }
    const nationalId = getValues('Birthnumber') ?? '';
    let found: ClerkLookup;
    try {
      found = await lookUpClerk.mutateAsync(nationalId);
    } catch {
      return;
    }
    reset(valuesAfterLookup(nationalId, found));
    setLookupState(stateAfterLookup(found));
  };

  const create = handleSubmit(
    async (payload) => {
      try {
        await createClerk.mutateAsync(payload);
      } catch (error) {
        // Only logged (spec 1 §8); the HTTP client shows a 5xx and follows redirects.
        console.error('Brukeren ble ikke opprettet', error);
        return;
      }
      onClose();
    },
    (errors) => markFirstInvalid(errors, FIELD_ORDER),
  );

  const message = lookupState === 'start' ? null : MESSAGES[lookupState];

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: NEW_USER_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)', maxHeight: '90vh' } },
      }}
    >
      {/* display: contents keeps the dialog's own layout, in which only the content scrolls. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void create(event)}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{SETTINGS_TEXTS.newUser}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pt: 1 }}>
            <FormTextField
              control={control}
              name="Birthnumber"
              errorText={shownError}
              hint={SETTINGS_TEXTS.nationalIdHint}
              onChange={(event, change) => {
                // Another national id means another person: back to the start.
                if (lookupState !== 'start') {
                  setLookupState('start');
                  reset(emptyValues(event.target.value));
                } else {
                  change(event);
                }
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void lookUp();
              }}
              label={SETTINGS_TEXTS.nationalId}
              required
              inputMode="numeric"
              autoComplete="off"
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={() => void lookUp()} sx={{ mt: 1, flexShrink: 0 }}>
              {SETTINGS_TEXTS.next}
            </Button>
          </Box>

          <Box aria-live="polite" sx={{ my: message ? 2 : 0 }}>
            {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
          </Box>

          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            {(['Firstname', 'Lastname'] as const).map((name) => (
              <FormTextField
                key={name}
                control={control}
                name={name}
                errorText={shownError}
                label={name === 'Firstname' ? PROFILE_TEXTS.firstName : PROFILE_TEXTS.lastName}
                autoComplete="off"
                required
                disabled={!nameEditable}
              />
            ))}
            <FormTextField
              control={control}
              name="Email"
              errorText={shownError}
              hint={contactEditable ? PROFILE_TEXTS.emailHint : undefined}
              label={PROFILE_TEXTS.email}
              type="text"
              inputMode="email"
              autoComplete="off"
              required
              disabled={!contactEditable}
              sx={{ gridColumn: '1 / -1' }}
            />
            <PhoneFields
              control={control}
              trigger={trigger}
              countries={countries}
              disabled={!contactEditable}
              required
              autoComplete="off"
              phoneError={shownError}
            />
            <FormTextField
              control={control}
              name="RoleId"
              errorText={shownError}
              select
              label={PROFILE_TEXTS.role}
              required
              disabled={!contactEditable}
              sx={{ gridColumn: '1 / -1' }}
            >
              {roles.map((role) => (
                <MenuItem key={role.Id} value={role.Id}>
                  {role.Name}
                </MenuItem>
              ))}
            </FormTextField>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{SETTINGS_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!contactEditable || createClerk.isPending}>
            {SETTINGS_TEXTS.create}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import {
  RETENTION_MONTHS_INVALID,
  type RetentionSettings,
  type RetentionSettingsUpdate,
} from '@foretaksportalen/shared/contract/retention';
import { RETENTION_MONTHS_MAX } from '@foretaksportalen/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormCard } from '../../../components/form-card.tsx';
import { useLeavePageGuard } from '../../../components/leave-page-guard.ts';
import { shownOnceChanged } from '../../../components/shown-error.ts';
import { WholeNumberField } from '../../../components/whole-number-field.tsx';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { showError } from '../../../lib/show-error.ts';
import { useUpdateRetentionSettings } from '../api/update-retention-settings.ts';
import { RETENTION_SETTINGS_TEXTS } from '../texts.ts';

interface RetentionValues {
  Enabled: boolean;
  /** NaN while the field is empty or unreadable. */
  Months: number;
}

/**
 * The form's rule: the months only count while the schedule is on, and then from the operator's floor to the
 * contract's most; the server checks the floor again.
 */
const retentionFormSchema = (minMonths: number) =>
  z
    .object({ Enabled: z.boolean(), Months: z.number().or(z.nan()) })
    .refine(
      ({ Enabled, Months }) =>
        !Enabled || (Number.isInteger(Months) && Months >= minMonths && Months <= RETENTION_MONTHS_MAX),
      { path: ['Months'], error: RETENTION_MONTHS_INVALID(minMonths) },
    );

/** What the form sends: the contract's update, no months while the schedule is off. */
const toUpdate = ({ Enabled, Months }: RetentionValues): RetentionSettingsUpdate => ({
  RetentionMonths: Enabled ? Months : null,
});

const toValues = (settings: RetentionSettings): RetentionValues => ({
  Enabled: settings.RetentionMonths !== null,
  Months: settings.RetentionMonths ?? settings.MinMonths,
});

/**
 * 'Slett personopplysninger i avsluttede saker' (issue 48): on or off, and when on the months after a case's closing.
 * The operator's rule shows under the switch; a number of months the server refuses shows at the field.
 */
export function RetentionSettingsForm({ settings }: { settings: RetentionSettings }) {
  const update = useUpdateRetentionSettings();
  const ruleId = useId();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitted, isSubmitting },
  } = useForm<RetentionValues>({
    resolver: zodResolver(retentionFormSchema(settings.MinMonths)),
    defaultValues: toValues(settings),
    mode: 'onChange',
  });
  useLeavePageGuard(isDirty);
  useBlockingSpinnerWhile(isSubmitting, RETENTION_SETTINGS_TEXTS.saving);
  const enabled = useWatch({ control, name: 'Enabled' });
  const shownError = shownOnceChanged(isSubmitted);

  /** The server's message on the months (its wire name RetentionMonths); answers whether it placed one. */
  const placeFieldErrors = (errors: Record<string, string[]>) => {
    const message = errors.RetentionMonths?.[0];
    if (message) setError('Months', { message }, { shouldFocus: true });
    return Boolean(message);
  };

  const onSubmit = handleSubmit(async (values) => {
    const payload = toUpdate(values);
    try {
      await update.mutateAsync(payload);
    } catch (error) {
      showError(error, { logText: 'Innstillingen for sletting ble ikke lagret', placeFieldErrors });
      return;
    }
    // Saved: the form is pristine again, with the values as the server now has them.
    reset(toValues({ ...settings, RetentionMonths: payload.RetentionMonths }));
  });

  return (
    <FormCard title={RETENTION_SETTINGS_TEXTS.schedule} onSubmit={onSubmit}>
      <Box>
        <Controller
          control={control}
          name="Enabled"
          render={({ field }) => (
            <FormControlLabel
              label={RETENTION_SETTINGS_TEXTS.scheduleOn}
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': ruleId } }}
                />
              }
            />
          )}
        />
        <FormHelperText id={ruleId} sx={{ mt: 0 }}>
          {RETENTION_SETTINGS_TEXTS.rule(settings.MinMonths)}
        </FormHelperText>
      </Box>
      {enabled ? (
        <WholeNumberField
          control={control}
          name="Months"
          errorText={shownError}
          hint={RETENTION_SETTINGS_TEXTS.monthsHint}
          label={RETENTION_SETTINGS_TEXTS.months}
          min={settings.MinMonths}
          max={RETENTION_MONTHS_MAX}
          required
          sx={{ maxWidth: 480 }}
        />
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {RETENTION_SETTINGS_TEXTS.save}
        </Button>
      </Box>
    </FormCard>
  );
}

import MenuItem from '@mui/material/MenuItem';
import type { Control, ControllerFieldState, FieldValues, Path, UseFormTrigger } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { PhoneCountryOption } from '../phone-countries.ts';
import { PROFILE_TEXTS } from '../texts.ts';

/**
 * The phone country select and the phone number of a form whose fields are named `PhoneCountryCode` and `Phone`
 * (profile, company settings, new user). The number is checked against the country, so changing the country
 * checks it again (spec 1 §4). Each form decides when a field's error shows (`phoneError`).
 */
export function PhoneFields<Values extends FieldValues>({
  control,
  trigger,
  countries,
  phoneError,
  disabled = false,
  required = false,
  autoComplete = 'tel-national',
}: {
  control: Control<Values>;
  trigger: UseFormTrigger<Values>;
  countries: PhoneCountryOption[];
  phoneError: (fieldState: ControllerFieldState) => string | undefined;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
}) {
  const countryField = 'PhoneCountryCode' as Path<Values>;
  const phoneField = 'Phone' as Path<Values>;
  return (
    <>
      <FormTextField
        control={control}
        name={countryField}
        errorText={() => undefined}
        onChange={(event, change) => {
          change(event);
          void trigger(phoneField);
        }}
        select
        label={PROFILE_TEXTS.phoneCountryCode}
        disabled={disabled}
      >
        {countries.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name={phoneField}
        errorText={phoneError}
        label={PROFILE_TEXTS.phone}
        type="tel"
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
      />
    </>
  );
}

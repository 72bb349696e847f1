import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { customerCountryCodeSchema, customerNameLabels } from '@foretaksportalen/shared/contract/new-case';
import { DEFAULT_COUNTRY_CODE } from '@foretaksportalen/shared/limits';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useProductName } from '../../../lib/branding.ts';
import { useConfig } from '../../../lib/portal-config.ts';
import { PhoneFields, phoneCountryOptions } from '../../profile/index.ts';
import { NEW_CASE_TEXTS } from '../texts.ts';
import { shownErrorOf } from './shown-error.ts';
import { type CustomerFormApi, useCustomerRules } from './use-customer-rules.ts';

const CUSTOMER_COUNTRY_CODES: readonly string[] = customerCountryCodeSchema.options;

/** Norway, Sweden and Denmark by the names the configuration gives them. */
const customerCountryOptions = (config: PortalConfig) =>
  config.Countries.filter((country) => CUSTOMER_COUNTRY_CODES.includes(country.cca2)).map((country) => ({
    code: country.cca2,
    label: country.name.common,
  }));

const fullWidth = { gridColumn: '1 / -1' } as const;

/** Step 1, Kunde (spec 2 §2): who the complaint is from. */
export function CustomerStep({ form }: { form: CustomerFormApi }) {
  const { control, trigger } = form;
  const config = useConfig();
  const productName = useProductName();
  const rules = useCustomerRules(form);
  const nationalIdId = useId();
  const noticeId = `${nationalIdId}-notice`;
  const [isPrivate, countryCode] = useWatch({ control, name: ['IsPrivate', 'CountryCode'] });
  const inNorway = countryCode === DEFAULT_COUNTRY_CODE;
  const labels = customerNameLabels(isPrivate);
  const shownError = shownErrorOf(form.formState.isSubmitted);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
      <Controller
        control={control}
        name="IsPrivate"
        render={({ field }) => (
          <FormControl component="fieldset" sx={fullWidth}>
            <FormLabel component="legend">{NEW_CASE_TEXTS.customerKind}</FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value ? 'consumer' : 'company'}
              onChange={(event) => {
                field.onChange(event.target.value === 'consumer');
                rules.afterKindChange();
              }}
              onBlur={field.onBlur}
            >
              <FormControlLabel
                value="consumer"
                label={NEW_CASE_TEXTS.consumer}
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
              />
              <FormControlLabel value="company" label={NEW_CASE_TEXTS.company} control={<Radio />} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="FirstName"
        errorText={shownError}
        label={labels.FirstName}
        autoComplete={isPrivate ? 'off' : 'organization'}
        required
      />
      <FormTextField
        control={control}
        name="LastName"
        errorText={shownError}
        label={labels.LastName}
        autoComplete="off"
        required
      />
      {isPrivate ? (
        <Box sx={fullWidth}>
          <FormTextField
            control={control}
            name="Pnr"
            errorText={shownError}
            hint={NEW_CASE_TEXTS.nationalIdHint}
            onChange={(event, change) => {
              change(event);
              rules.afterNationalIdChange();
            }}
            label={NEW_CASE_TEXTS.nationalId}
            inputMode="numeric"
            autoComplete="off"
            required
            fullWidth
            id={nationalIdId}
            // The hint or message (MUI's helper text id) and the notice on how the number is stored.
            slotProps={{ htmlInput: { 'aria-describedby': `${nationalIdId}-helper-text ${noticeId}` } }}
          />
          <Typography id={noticeId} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {NEW_CASE_TEXTS.nationalIdStoredHashed(productName)}
          </Typography>
        </Box>
      ) : null}
      <FormTextField
        control={control}
        name="CountryCode"
        errorText={() => undefined}
        onChange={(event, change) => {
          change(event);
          rules.afterCountryChange();
        }}
        select
        label={NEW_CASE_TEXTS.country}
        sx={fullWidth}
      >
        {customerCountryOptions(config).map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="Address"
        errorText={shownError}
        label={NEW_CASE_TEXTS.address}
        autoComplete={inNorway ? 'street-address' : 'off'}
        multiline={!inNorway}
        minRows={inNorway ? undefined : 3}
        sx={fullWidth}
      />
      {inNorway ? (
        <>
          <FormTextField
            control={control}
            name="PostalCode"
            errorText={shownError}
            onChange={(event, change) => {
              change(event);
              void rules.afterPostalCodeChange();
            }}
            label={NEW_CASE_TEXTS.postalCode}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <FormTextField
            control={control}
            name="PostalPlace"
            errorText={() => undefined}
            label={NEW_CASE_TEXTS.postalPlace}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </>
      ) : null}
      <PhoneFields
        control={control}
        trigger={trigger}
        countries={phoneCountryOptions(config)}
        phoneError={shownError}
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="Email"
        errorText={shownError}
        label={NEW_CASE_TEXTS.email}
        type="text"
        inputMode="email"
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="Reference"
        errorText={shownError}
        label={NEW_CASE_TEXTS.reference}
        autoComplete="off"
      />
    </Box>
  );
}

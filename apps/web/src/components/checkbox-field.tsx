import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean>;
  label: string;
  disabled?: boolean;
}

/** A checkbox bound to a boolean form field (MUI inputs are bound with Controller). */
export function CheckboxField<Values extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: CheckboxFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

interface NotifyCheckboxesProps<Values extends FieldValues> {
  control: Control<Values>;
  fields: readonly { name: FieldPathByValue<Values, boolean>; label: string }[];
  disabled: boolean;
  /** Why the boxes are disabled, shown under them (no notifications without an e-mail address). */
  hint?: string | undefined;
}

/** The e-mail notification choices of a user or a company (spec 1 §4, §5). */
export function NotifyCheckboxes<Values extends FieldValues>({
  control,
  fields,
  disabled,
  hint,
}: NotifyCheckboxesProps<Values>) {
  return (
    <>
      <FormGroup>
        {fields.map(({ name, label }) => (
          <CheckboxField key={name} control={control} name={name} label={label} disabled={disabled} />
        ))}
      </FormGroup>
      {hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </>
  );
}

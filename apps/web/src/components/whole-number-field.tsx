import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

/**
 * A whole number bound to react-hook-form as a number, in a number input from `min` to `max`. An empty or
 * unreadable entry is NaN in the form, which its schema refuses with the field's own message; the input then
 * shows what was typed. The form decides when an error shows (`errorText`); `hint` shows while there is none.
 */
export function WholeNumberField<Values extends FieldValues>({
  control,
  name,
  errorText,
  hint,
  min,
  max,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'type'> & {
  control: Control<Values>;
  name: FieldPathByValue<Values, number>;
  errorText: (fieldState: ControllerFieldState) => string | undefined;
  hint?: ReactNode;
  min: number;
  max: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => {
        const message = errorText(fieldState);
        return (
          <TextField
            {...props}
            {...field}
            type="number"
            value={Number.isNaN(value) ? '' : value}
            inputRef={ref}
            onChange={(event) =>
              onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
            }
            error={Boolean(message)}
            helperText={message ?? hint}
            slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
          />
        );
      }}
    />
  );
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type FieldValues,
  type Path,
} from 'react-hook-form';

type InputChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * A MUI text field bound to react-hook-form: the form's ref goes to the input itself (so focusing the first
 * invalid field works), empty values show as '', and the form decides when a field's error shows
 * (`errorText`); `hint` shows while there is no error. `onChange` may wrap the form's own change handler.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  errorText,
  hint,
  onChange,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'> & {
  control: Control<Values>;
  name: Path<Values>;
  errorText: (fieldState: ControllerFieldState) => string | undefined;
  hint?: ReactNode;
  onChange?: (event: InputChange, change: (event: InputChange) => void) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => {
        const message = errorText(fieldState);
        return (
          <TextField
            {...props}
            {...field}
            value={field.value ?? ''}
            inputRef={ref}
            onChange={(event) => (onChange ? onChange(event, field.onChange) : field.onChange(event))}
            error={Boolean(message)}
            helperText={message ?? hint}
          />
        );
      }}
    />
  );
}

import { type AccessForm, accessFormSchema } from '@foretaksportalen/shared/contract/access-key';
import { CODE_PART_LENGTH, PIN_LENGTH } from '@foretaksportalen/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Controller, type RefCallBack, useForm } from 'react-hook-form';
import { useCheckCodeAndPin } from '../api/check-code-and-pin.ts';
import { ACCESS_TEXTS } from '../texts.ts';

const CODE_FIELDS = ['code1', 'code2', 'code3', 'code4'] as const;
type CodeField = (typeof CODE_FIELDS)[number];

/** The field after a code part: the next part, or the PIN after the last. */
const fieldAfter = (index: number) => CODE_FIELDS[index + 1] ?? 'pin';

/**
 * A pasted code split over the parts from `index` on: the letter prints it in groups ("AbCd EfGh JkLm NpQr"),
 * so spaces and dashes are left out. Null when the text fits the one part, and the browser's own paste will do.
 */
function splitPastedCode(text: string, index: number): [CodeField, string][] | null {
  const code = text.replace(/[\s-]/g, '');
  if (code.length <= CODE_PART_LENGTH) return null;
  return CODE_FIELDS.slice(index)
    .map((name, offset): [CodeField, string] => [
      name,
      code.slice(offset * CODE_PART_LENGTH, (offset + 1) * CODE_PART_LENGTH),
    ])
    .filter(([, part]) => part !== '');
}

const EMPTY_FORM: AccessForm = { code1: '', code2: '', code3: '', code4: '', pin: '' };

/** Letters and digits of a code look alike in a fixed-width font less often, and the groups line up. */
const codeInputSx = {
  fontFamily: 'ui-monospace, "Roboto Mono", Menlo, Consolas, monospace',
  textAlign: 'center',
  px: 1,
} as const;

interface AccessCodeFormProps {
  accessKey: string;
  /** The code and PIN belong to this page's key: the user may log in with it. */
  onAccepted: () => void;
}

/**
 * The access form of spec 1 §2, §5: the code from the letter in four parts and the PIN. Messages show once a field
 * is changed; submitting an invalid form only shows them. A code and PIN that belong to another key, or any failed
 * check, give one red message under the form (spec 1 §8).
 */
export function AccessCodeForm({ accessKey, onAccepted }: AccessCodeFormProps) {
  const ids = useId();
  const codeErrorId = `${ids}-code-error`;
  const hintId = `${ids}-hint`;
  const pinId = `${ids}-pin`;
  const checkCodeAndPin = useCheckCodeAndPin(accessKey);
  const [rejected, setRejected] = useState(false);
  const { control, handleSubmit, setValue, formState } = useForm<AccessForm>({
    resolver: zodResolver(accessFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY_FORM,
  });
  const { errors, dirtyFields, isSubmitted } = formState;
  // Focus moves at once, not later as react-hook-form's setFocus does: the next key a fast typist presses must
  // land in the next box, not in the full one.
  const inputs = useRef<Partial<Record<keyof AccessForm, HTMLInputElement | null>>>({});
  const bindInput = (name: keyof AccessForm, ref: RefCallBack) => (element: HTMLInputElement | null) => {
    ref(element);
    inputs.current[name] = element;
  };
  const focusField = (name: keyof AccessForm) => inputs.current[name]?.focus();
  const showsError = (name: keyof AccessForm) => Boolean(errors[name] && (isSubmitted || dirtyFields[name]));
  // One message for the four parts, under them.
  const codeError = CODE_FIELDS.filter(showsError)
    .map((name) => errors[name]?.message)
    .find(Boolean);

  const onSubmit = handleSubmit(async (form) => {
    setRejected(false);
    let accepted = false;
    try {
      accepted = await checkCodeAndPin.mutateAsync(form);
    } catch {
      // A wrong pair, a locked key, too many tries or no answer: the user sees the same message for all.
    }
    if (accepted) onAccepted();
    else setRejected(true);
  });

  const pasteInto = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const parts = splitPastedCode(event.clipboardData.getData('text'), index);
    if (!parts) return;
    event.preventDefault();
    for (const [name, part] of parts) setValue(name, part, { shouldDirty: true, shouldValidate: true });
    focusField(fieldAfter(index + parts.length - 1));
  };

  const backInto = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const previous = CODE_FIELDS[index - 1];
    if (event.key === 'Backspace' && event.currentTarget.value === '' && previous) {
      event.preventDefault();
      focusField(previous);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
      <Typography id={hintId}>{ACCESS_TEXTS.caseSensitiveHint}</Typography>

      <FormControl component="fieldset" error={Boolean(codeError)} sx={{ gap: 1 }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {ACCESS_TEXTS.codeLegend}
        </FormLabel>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, maxWidth: 360 }}
        >
          {CODE_FIELDS.map((name, index) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: { ref, ...field } }) => (
                <TextField
                  {...field}
                  inputRef={bindInput(name, ref)}
                  onChange={(event) => {
                    const grewFull =
                      event.target.value.length === CODE_PART_LENGTH && field.value.length < CODE_PART_LENGTH;
                    field.onChange(event);
                    if (grewFull) focusField(fieldAfter(index));
                  }}
                  placeholder={ACCESS_TEXTS.codePlaceholder}
                  error={showsError(name)}
                  slotProps={{
                    htmlInput: {
                      maxLength: CODE_PART_LENGTH,
                      onPaste: pasteInto(index),
                      onKeyDown: backInto(index),
                      'aria-label': ACCESS_TEXTS.codePartLabel(index + 1),
                      'aria-describedby': codeError ? `${hintId} ${codeErrorId}` : hintId,
                      autoComplete: 'off',
                      autoCapitalize: 'none',
                      autoCorrect: 'off',
                      spellCheck: false,
                      sx: codeInputSx,
                    },
                  }}
                />
              )}
            />
          ))}
        </Box>
        {codeError ? <FormHelperText id={codeErrorId}>{codeError}</FormHelperText> : null}
      </FormControl>

      <Stack sx={{ gap: 1, maxWidth: 360 }}>
        <FormLabel htmlFor={pinId} error={showsError('pin')}>
          {ACCESS_TEXTS.pinLabel}
        </FormLabel>
        <Controller
          control={control}
          name="pin"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={bindInput('pin', ref)}
              id={pinId}
              placeholder={ACCESS_TEXTS.pinPlaceholder}
              error={showsError('pin')}
              helperText={showsError('pin') ? errors.pin?.message : undefined}
              slotProps={{
                htmlInput: {
                  maxLength: PIN_LENGTH,
                  inputMode: 'numeric',
                  autoComplete: 'off',
                  'aria-describedby': showsError('pin') ? `${hintId} ${pinId}-helper-text` : hintId,
                },
              }}
            />
          )}
        />
      </Stack>

      <Box>
        <Button type="submit" variant="contained" size="large" disabled={checkCodeAndPin.isPending}>
          {ACCESS_TEXTS.continue}
        </Button>
      </Box>
      {rejected ? (
        <Typography role="alert" color="error">
          {ACCESS_TEXTS.codePinInvalid}
        </Typography>
      ) : null}
    </Stack>
  );
}

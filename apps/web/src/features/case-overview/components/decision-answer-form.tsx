import {
  AMOUNT_INVALID,
  type DecisionAnswerRequest,
  decisionAnswerRequestSchema,
} from '@foretaksportalen/shared/contract/decision';
import { LETTER_MESSAGE_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useAnswerDecision } from '../api/answer-decision.ts';
import { CONFIRM_ANSWER_DIALOG, DECISION_TEXTS } from '../decision-texts.ts';

type Field = 'Follows' | 'AmountPaid' | 'Reason';
type Errors = Partial<Record<Field, string>>;

/** Kroner as typed: '12 500,50' or '12500.5'; empty is none, anything else not a number. */
function amountOf(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * 'Følger foretaket vedtaket?' (issue 49): Ja or Nei, the amount paid or offered to the customer, and for a Nei the
 * required reason, which goes to the complaints body as a letter. Confirmed before it goes: it is given once.
 */
export function DecisionAnswerForm({ caseUid }: { caseUid: string }) {
  const questionId = useId();
  const [follows, setFollows] = useState<boolean | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const answer = useAnswerDecision(caseUid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountPaid = amountOf(amount);
    const checked = decisionAnswerRequestSchema.safeParse({
      Follows: follows ?? undefined,
      AmountPaid: amountPaid,
      Reason: follows === false ? reason : null,
    } satisfies Partial<DecisionAnswerRequest>);
    if (!checked.success || Number.isNaN(amountPaid)) {
      const found: Errors = Number.isNaN(amountPaid) ? { AmountPaid: AMOUNT_INVALID } : {};
      for (const issue of checked.error?.issues ?? []) {
        const field = issue.path[0] as Field;
        found[field] ??= field === 'Follows' ? DECISION_TEXTS.chooseAnswer : issue.message;
      }
      setErrors(found);
      return;
    }
    if (!(await confirm(CONFIRM_ANSWER_DIALOG(checked.data.Follows)))) return;
    try {
      await answer.mutateAsync(checked.data);
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.problem.errors : undefined;
      if (fields) {
        setErrors({ AmountPaid: fields.AmountPaid?.[0], Reason: fields.Reason?.[0] });
        return;
      }
      showError(error, { logText: 'Svaret på vedtaket ble ikke sendt' });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 2, display: 'grid', gap: 2 }}
    >
      <FormControl error={errors.Follows !== undefined} required>
        <FormLabel id={questionId}>{DECISION_TEXTS.question}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={questionId}
          value={follows === null ? '' : String(follows)}
          onChange={(_event, value) => {
            setFollows(value === 'true');
            setErrors({});
          }}
        >
          <FormControlLabel value="true" control={<Radio />} label={DECISION_TEXTS.yes} />
          <FormControlLabel value="false" control={<Radio />} label={DECISION_TEXTS.no} />
        </RadioGroup>
        {errors.Follows ? <FormHelperText>{errors.Follows}</FormHelperText> : null}
      </FormControl>
      <TextField
        label={DECISION_TEXTS.amountLabel}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((before) => ({ ...before, AmountPaid: undefined }));
        }}
        error={errors.AmountPaid !== undefined}
        helperText={errors.AmountPaid ?? DECISION_TEXTS.amountHelp}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        sx={{ maxWidth: 360 }}
      />
      {follows === false ? (
        <TextField
          required
          multiline
          minRows={3}
          label={DECISION_TEXTS.reasonLabel}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((before) => ({ ...before, Reason: undefined }));
          }}
          error={errors.Reason !== undefined}
          helperText={errors.Reason ?? DECISION_TEXTS.reasonHelp}
          slotProps={{ htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH } }}
        />
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={answer.isPending}>
          {DECISION_TEXTS.send}
        </Button>
      </Box>
    </Box>
  );
}

import {
  type AnswerDoc,
  EMPTY_ANSWER,
  fillMergeFields,
  mergeFieldToken,
  unfilledFields,
} from '@foretaksportalen/shared/contract/answer';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AnswerEditor } from '../../../components/answer-editor/answer-editor.tsx';
import { showError } from '../../../lib/show-error.ts';
import { useLetterTemplates } from '../../settings/index.ts';
import { getAnswerFields } from '../api/get-answer-fields.ts';
import { CASE_OVERVIEW_TEXTS, DRAFT_TEXTS } from '../texts.ts';

interface AnswerSectionProps {
  caseUid: string;
  answer: AnswerDoc | null;
  onChange: (answer: AnswerDoc | null) => void;
  /** A template's subject, for a letter that has none yet. */
  onSubject: (subject: string) => void;
}

const EMPTY_CHOICE = '';

/**
 * 'Skriv tilsvar' (issue 46): the answer written in the portal, empty or from one of the company's templates with
 * its merge fields filled from the case; a field the case has no value for stays marked, to be filled in by hand.
 */
export function AnswerSection({ caseUid, answer, onChange, onSubject }: AnswerSectionProps) {
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState(EMPTY_CHOICE);
  const templates = useLetterTemplates();

  const start = async () => {
    const template = templates.data?.find((candidate) => candidate.Id === choice);
    if (!template) {
      onChange(EMPTY_ANSWER);
      setChoosing(false);
      return;
    }
    try {
      onChange(fillMergeFields(template.Body, await getAnswerFields(caseUid)));
    } catch (error) {
      showError(error, { logText: 'Flettefeltene kunne ikke hentes', onlyErrorMessage: true });
      return;
    }
    if (template.Subject) onSubject(template.Subject);
    setChoosing(false);
  };

  if (answer) {
    const unfilled = unfilledFields(answer);
    return (
      <Stack sx={{ gap: 1 }}>
        <AnswerEditor
          label={DRAFT_TEXTS.answer}
          value={answer}
          onChange={onChange}
          markUnfilled
          helperText={
            unfilled.length > 0 ? DRAFT_TEXTS.fillIn(unfilled.map(mergeFieldToken).join(', ')) : undefined
          }
        />
        <Box>
          <Button onClick={() => onChange(null)}>{DRAFT_TEXTS.removeAnswer}</Button>
        </Box>
      </Stack>
    );
  }
  if (!choosing) {
    return (
      <Box>
        <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setChoosing(true)}>
          {DRAFT_TEXTS.writeAnswer}
        </Button>
      </Box>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
      <TextField
        select
        label={DRAFT_TEXTS.template}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        sx={{ minWidth: 260 }}
      >
        <MenuItem value={EMPTY_CHOICE}>{DRAFT_TEXTS.noTemplate}</MenuItem>
        {(templates.data ?? []).map((template) => (
          <MenuItem key={template.Id} value={template.Id}>
            {template.Name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="contained" onClick={start}>
          {DRAFT_TEXTS.useTemplate}
        </Button>
        <Button onClick={() => setChoosing(false)}>{CASE_OVERVIEW_TEXTS.cancel}</Button>
      </Stack>
    </Stack>
  );
}

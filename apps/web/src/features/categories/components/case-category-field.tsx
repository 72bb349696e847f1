import type { Case } from '@foretaksportalen/shared/contract/case';
import {
  CATEGORY_FIELDS,
  CATEGORY_KIND_LABELS,
  type CategoryKind,
} from '@foretaksportalen/shared/contract/category';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { showError } from '../../../lib/show-error.ts';
import { CASE_NOT_SAVED, useUpdateCase } from '../../cases/index.ts';
import { useCategories, useCategorySuggestions } from '../api/categories.ts';
import { CATEGORY_TEXTS } from '../texts.ts';

type CaseFields = Pick<Case, 'CaseUid' | 'Version' | 'ProductId' | 'CauseId' | 'CanEditCompanyDetails'>;

/**
 * A case's product or cause (issue 49), in its overview as its other company fields: chosen from the company's
 * values in use (the case's own kept when retired), read-only below level 3. A case without one shows what its
 * letters and documents suggest, taken with one click.
 */
export function CaseCategoryField({ caseData, kind }: { caseData: CaseFields; kind: CategoryKind }) {
  const field = CATEGORY_FIELDS[kind];
  const current = caseData[field];
  const label = CATEGORY_KIND_LABELS[kind].one;
  const categories = useCategories();
  const editable = caseData.CanEditCompanyDetails;
  const suggestions = useCategorySuggestions(caseData.CaseUid, editable && current === null);
  const update = useUpdateCase(caseData.CaseUid);

  const values = (categories.data?.Items ?? []).filter((item) => item.Kind === kind);
  const currentName = values.find((item) => item.Id === current)?.Name ?? null;
  const suggestion = kind === 'product' ? suggestions.data?.Product : suggestions.data?.Cause;

  const choose = async (id: string | null) => {
    try {
      await update.mutateAsync({ item: caseData, changes: { [field]: id } });
    } catch (error) {
      showError(error, { logText: CASE_NOT_SAVED });
    }
  };

  if (!editable) return <Typography component="span">{currentName ?? CATEGORY_TEXTS.none}</Typography>;
  const offered = values.filter((item) => !item.Retired || item.Id === current);
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      {/* Named like the row it stands in, without a second visible label. */}
      <TextField
        select
        size="small"
        value={current ?? ''}
        onChange={(event) => void choose(event.target.value || null)}
        disabled={update.isPending || categories.isPending}
        sx={{ minWidth: 220, maxWidth: '100%' }}
        slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': label } } }}
      >
        <MenuItem value="">{CATEGORY_TEXTS.none}</MenuItem>
        {offered.map((item) => (
          <MenuItem key={item.Id} value={item.Id}>
            {item.Name}
          </MenuItem>
        ))}
      </TextField>
      {current === null && suggestion ? (
        <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {CATEGORY_TEXTS.suggested(suggestion.Name)} –
          </Typography>
          <Button
            size="small"
            aria-label={CATEGORY_TEXTS.acceptOf(suggestion.Name)}
            disabled={update.isPending}
            onClick={() => void choose(suggestion.Id)}
            sx={{ minWidth: 0, px: 0.5 }}
          >
            {CATEGORY_TEXTS.accept}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

import type { LetterTemplate } from '@foretaksportalen/shared/contract/letter-template';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '../../../components/format-date.ts';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { paths } from '../../../config/paths.ts';
import { LETTER_TEMPLATE_TEXTS } from '../texts.ts';
import { RowAction } from './row-action.tsx';

/**
 * The company's letter templates: name, subject and when each was last changed, with 'Endre' and 'Slett'. A phone
 * has no room for three columns: the subject and the time go under the name there.
 */
export function LetterTemplateList({
  templates,
  labelledBy,
  busyId,
  onRemove,
}: {
  templates: readonly LetterTemplate[];
  labelledBy: string;
  /** The template being deleted, whose buttons wait. */
  busyId: string | null;
  onRemove: (template: LetterTemplate) => void;
}) {
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const columns = compact ? 2 : 4;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={compact ? { '& .MuiTableCell-root': { px: 1 } } : {}}
      >
        <TableHead>
          <TableRow>
            <TableCell>{LETTER_TEMPLATE_TEXTS.nameColumn}</TableCell>
            {compact ? null : <TableCell>{LETTER_TEMPLATE_TEXTS.subjectColumn}</TableCell>}
            {compact ? null : <TableCell>{LETTER_TEMPLATE_TEXTS.updatedColumn}</TableCell>}
            <TableCell align="right">{LETTER_TEMPLATE_TEXTS.actionsColumn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {templates.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns}>{LETTER_TEMPLATE_TEXTS.empty}</TableCell>
            </TableRow>
          ) : (
            templates.map((template) => (
              <TableRow key={template.Id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {template.Name}
                  {compact ? (
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {[template.Subject, formatDateTime(template.Updated)].filter(Boolean).join(' · ')}
                    </Typography>
                  ) : null}
                </TableCell>
                {compact ? null : <TableCell sx={{ overflowWrap: 'anywhere' }}>{template.Subject}</TableCell>}
                {compact ? null : (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(template.Updated)}</TableCell>
                )}
                <TableCell align="right" sx={{ width: '1%', whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: compact ? 0 : 1 }}>
                    <RowAction
                      label={LETTER_TEMPLATE_TEXTS.edit}
                      icon={<EditIcon />}
                      to={paths.letterTemplate.getHref(template.Id)}
                      compact={compact}
                    />
                    <RowAction
                      label={LETTER_TEMPLATE_TEXTS.remove}
                      icon={<DeleteIcon />}
                      onClick={() => onRemove(template)}
                      disabled={busyId === template.Id}
                      compact={compact}
                    />
                  </Box>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

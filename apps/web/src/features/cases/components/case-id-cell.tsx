import { type CaseListItem, isClosed } from '@foretaksportalen/shared/contract/case';
import ArchiveIcon from '@mui/icons-material/Archive';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import { LabelledIcon } from '../../../components/labelled-icon.tsx';
import { ListLink } from '../../../components/list-link.tsx';
import { paths } from '../../../config/paths.ts';
import { markCaseSeen, useIsNewCase } from '../new-cases.ts';
import { CASES_TEXTS } from '../texts.ts';

/**
 * The case id in upper case: 'info' (open) or 'lock' (closed) with the status as tooltip, and archived. In the
 * list it links to the case. On the case itself (`asLink` false) the icons take focus instead, since nothing else
 * there shows the status to a keyboard user. A case that came into the lists while the clerk was logged in is
 * marked 'Ny' until opened (issue 47).
 */
export function CaseIdCell({ item, asLink = true }: { item: CaseListItem; asLink?: boolean }) {
  const caseNumber = item.CaseId.toUpperCase();
  const isNew = useIsNewCase(item.CaseUid);
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <LabelledIcon
        label={item.Status}
        Icon={isClosed(item.StatusCode) ? LockIcon : InfoOutlinedIcon}
        focusable={!asLink}
      />
      {asLink ? (
        <ListLink to={paths.caseOverview.getHref(item.CaseUid)} onClick={() => markCaseSeen(item.CaseUid)}>
          {caseNumber}
        </ListLink>
      ) : (
        <span>{caseNumber}</span>
      )}
      {asLink && isNew ? (
        <Box
          component="span"
          sx={{
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            typography: 'caption',
          }}
        >
          {CASES_TEXTS.newCase}
        </Box>
      ) : null}
      {item.Archived ? (
        <LabelledIcon label={CASES_TEXTS.archived} Icon={ArchiveIcon} focusable={!asLink} />
      ) : null}
    </Box>
  );
}

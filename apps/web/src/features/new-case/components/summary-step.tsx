import { CATEGORY_KIND_LABELS } from '@foretaksportalen/shared/contract/category';
import { formatBytes } from '@foretaksportalen/shared/format-bytes';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { UploadItem } from '../../../components/use-upload-queue.ts';
import { useCompanyClerks } from '../../../lib/portal-config.ts';
import { useCategories } from '../../categories/index.ts';
import { customerName } from '../customer-name.ts';
import { findClerk } from '../find-clerk.ts';
import { NEW_CASE_TEXTS } from '../texts.ts';
import type { CompanyDetailsFormApi } from './company-details-step.tsx';
import type { CustomerFormApi } from './use-customer-rules.ts';

/** The lines that have a value, so a block with none is left out (spec 2 §2 step 4). */
const linesWithValue = (lines: (string | null | undefined | false)[]): string[] =>
  lines.filter((line): line is string => Boolean(line));

const labelled = (label: string, value: string | null | undefined) => (value ? `${label} ${value}` : null);

function SummaryBlock({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TextBlock({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <SummaryBlock title={title}>
      {lines.map((line) => (
        <Typography key={line} sx={{ whiteSpace: 'pre-line' }}>
          {line}
        </Typography>
      ))}
    </SummaryBlock>
  );
}

interface SummaryStepProps {
  customerForm: CustomerFormApi;
  detailsForm: CompanyDetailsFormApi;
  /** The uploaded files. */
  documents: readonly UploadItem[];
}

/** Step 4, Oppsummering (spec 2 §2): what will be sent, each block only when it has something to show. */
export function SummaryStep({ customerForm, detailsForm, documents }: SummaryStepProps) {
  const customer = useWatch({ control: customerForm.control, compute: (values) => values });
  const details = useWatch({ control: detailsForm.control, compute: (values) => values });
  const clerk = findClerk(useCompanyClerks(), details.CaseDetailsClerk);
  const categories = useCategories().data?.Items ?? [];
  const categoryName = (id: string | null | undefined) =>
    categories.find((item) => item.Id === id)?.Name ?? null;
  const name = customerName(customer);
  const place = linesWithValue([customer.PostalCode, customer.PostalPlace]).join(' ');
  const clerkLine = clerk
    ? linesWithValue([clerk.DisplayName, clerk.Phone && `(${clerk.Phone})`]).join(' ')
    : null;

  return (
    <Stack sx={{ gap: 3, pt: 1 }}>
      <TextBlock
        title={NEW_CASE_TEXTS.summaryCustomer}
        lines={linesWithValue([
          name && customer.Pnr ? `${name} (${customer.Pnr})` : name,
          customer.Address,
          place,
          labelled(NEW_CASE_TEXTS.phoneLine, customer.Phone),
          labelled(NEW_CASE_TEXTS.emailLine, customer.Email),
        ])}
      />
      <TextBlock
        title={NEW_CASE_TEXTS.summaryCompanyDetails}
        lines={linesWithValue([
          labelled(`${NEW_CASE_TEXTS.caseReference}:`, details.CaseDetailsReference),
          labelled(`${NEW_CASE_TEXTS.note}:`, details.CaseDetailsNote),
          labelled(`${NEW_CASE_TEXTS.clerk}:`, clerkLine),
          labelled(`${CATEGORY_KIND_LABELS.product.one}:`, categoryName(details.CaseDetailsProduct)),
          labelled(`${CATEGORY_KIND_LABELS.cause.one}:`, categoryName(details.CaseDetailsCause)),
        ])}
      />
      {documents.length > 0 ? (
        <SummaryBlock title={NEW_CASE_TEXTS.summaryDocuments}>
          <Table size="small" aria-label={NEW_CASE_TEXTS.summaryDocuments}>
            <TableHead>
              <TableRow>
                <TableCell>{NEW_CASE_TEXTS.fileName}</TableCell>
                <TableCell>{NEW_CASE_TEXTS.fileSize}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.map((document) => (
                <TableRow key={document.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{document.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBytes(document.size)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SummaryBlock>
      ) : null}
    </Stack>
  );
}

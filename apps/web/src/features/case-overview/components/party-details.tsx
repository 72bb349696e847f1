import type { CaseParty } from '@foretaksportalen/shared/contract/case';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DetailList, DetailsBlock } from './details-block.tsx';

/** 'Klager' or 'Fullmektig' (spec 2 §2, §3): who they are and how to reach them; the lines they have. */
export function PartyDetails({ title, party }: { title: string; party: CaseParty | null }) {
  if (!party) {
    return (
      <DetailsBlock title={title}>
        <Typography>{CASE_OVERVIEW_TEXTS.noComplainer}</Typography>
      </DetailsBlock>
    );
  }
  const { Address, PostalCode, PostalPlace } = party.Address;
  return (
    <DetailsBlock title={title}>
      <DetailList
        rows={[
          { label: CASE_OVERVIEW_TEXTS.name, value: party.DisplayName },
          { label: CASE_OVERVIEW_TEXTS.address, value: Address },
          {
            label: CASE_OVERVIEW_TEXTS.postalCodeAndPlace,
            value: [PostalCode, PostalPlace].filter(Boolean).join(' '),
          },
          { label: CASE_OVERVIEW_TEXTS.phone, value: party.Phone.Phone },
          {
            label: CASE_OVERVIEW_TEXTS.email,
            value: party.Email ? <Link href={`mailto:${party.Email}`}>{party.Email}</Link> : null,
          },
          { label: CASE_OVERVIEW_TEXTS.reference, value: party.Reference },
        ]}
      />
    </DetailsBlock>
  );
}

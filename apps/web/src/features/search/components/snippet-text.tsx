import type { SnippetPart } from '@foretaksportalen/shared/contract/search';
import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * A hit's snippet: the document's own words as text, those that matched the query in `<mark>`. Never HTML: a
 * document that contains markup shows its characters.
 */
export function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere', '& mark': { px: '1px', borderRadius: '2px' } }}>
      {parts.map((part, index) =>
        // The parts are a fixed sequence of one snippet: their place is their identity.
        part.Match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <mark key={index}>{part.Text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>{part.Text}</Fragment>
        ),
      )}
    </Box>
  );
}

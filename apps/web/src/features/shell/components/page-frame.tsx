import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { SHELL_TEXTS } from '../texts.ts';
import { SiteFooter } from './site-footer.tsx';

const MAIN_ID = 'hovedinnhold';

interface PageFrameProps {
  header: ReactNode;
  children: ReactNode;
  /**
   * Keeps the footer below the fold while the page's data loads: without it the footer shows under the empty page
   * and jumps down when the content comes (layout shift, Lighthouse's CLS).
   */
  reserveViewport?: boolean;
}

/** Skip link, header, main landmark and footer around every page. */
export function PageFrame({ header, children, reserveViewport = false }: PageFrameProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          '&:focus': { top: 8 },
        }}
      >
        {SHELL_TEXTS.skipToContent}
      </Link>
      {header}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          outline: 'none',
          py: { xs: 2, sm: 4 },
          minHeight: reserveViewport ? '100vh' : undefined,
        }}
      >
        <Container maxWidth="lg">{children}</Container>
      </Box>
      <SiteFooter />
    </Box>
  );
}

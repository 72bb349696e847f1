import { nbNO } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const FOCUS_COLOR = '#0b4f6c';
const FOCUS_COLOR_ON_DARK = '#ffbf47';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f6c' },
      secondary: { main: '#2e7d32' },
      background: { default: '#f4f6f8' },
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCssBaseline: {
        // A focus ring that is visible on light pages and in the dark header alike.
        styleOverrides: `
          :focus-visible { outline: 3px solid ${FOCUS_COLOR}; outline-offset: 2px; }
          .MuiAppBar-root :focus-visible { outline-color: ${FOCUS_COLOR_ON_DARK}; }
        `,
      },
    },
  },
  nbNO,
);

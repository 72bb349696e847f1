import { nbNO } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const FOCUS_COLOR = '#0b4f6c';
const FOCUS_COLOR_ON_DARK = '#ffbf47';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f6c' },
      secondary: { main: '#2e7d32' },
      // MUI's red (#d32f2f) keeps 4.5:1 only on white; this one, the error snackbar's, also on the grey of the page
      // and of a table row under the pointer (WCAG 1.4.3).
      error: { main: '#c62828' },
      background: { default: '#f4f6f8' },
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCssBaseline: {
        // A focus ring that is visible on light pages and in the dark header alike (WCAG 2.4.7). MUI's buttons set
        // `outline: 0` in their own class, and checkboxes and radios focus an invisible input, so their ring goes on
        // the element MUI marks focus-visible. Items in menus, lists and tab bars get it inside their box, where a
        // scrolling parent cannot cut it off.
        styleOverrides: `
          :focus-visible, .MuiButtonBase-root.Mui-focusVisible {
            outline: 3px solid ${FOCUS_COLOR};
            outline-offset: 2px;
          }
          .MuiMenuItem-root.Mui-focusVisible, .MuiListItemButton-root.Mui-focusVisible, .MuiTab-root.Mui-focusVisible {
            outline-offset: -3px;
          }
          .MuiAppBar-root :focus-visible, .MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible {
            outline-color: ${FOCUS_COLOR_ON_DARK};
          }
        `,
      },
    },
  },
  nbNO,
);

/**
 * The same theme for those who ask their system for less motion (WCAG 2.3.3): dialogs, menus and panels appear
 * and go at once, and buttons show no ripple. Spinners keep turning; they say that work is under way.
 */
export const reducedMotionTheme = createTheme(theme, {
  transitions: {
    create: () => 'none',
    duration: Object.fromEntries(Object.keys(theme.transitions.duration).map((name) => [name, 0])),
    getAutoHeightDuration: () => 0,
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

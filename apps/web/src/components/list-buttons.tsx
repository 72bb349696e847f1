import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * Buttons for the rows of long lists (the incidents list, a case's letters): native buttons with these classes,
 * which `ListButtonStyles` styles once for all of them to look like MUI's small buttons. MUI's ButtonBase runs its
 * focus, ripple and style machinery for every button in every row a filter change renders; the four buttons of an
 * incidents row cost the change about 3 ms of its 16 ms budget (docs/performance-log.md, "Browser: the incidents
 * page with 10,000 cases"). They have no ripple; the focus ring is the app's `:focus-visible` one (theme.ts).
 */
export const LIST_BUTTON = {
  /** A value edited in place: the value with a dashed underline. */
  value: 'list-button list-button-value',
  /** As MUI's `<Button size="small" color="inherit">`, with an icon after the text. */
  text: 'list-button list-button-text',
  /** As MUI's `<IconButton size="small">`. */
  icon: 'list-button list-button-icon',
} as const;

const listButtonStyles = (theme: Theme) => {
  const { action, text } = theme.palette;
  const transition = theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  });
  return {
    // ButtonBase's reset.
    '.list-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      WebkitTapHighlightColor: 'transparent',
      backgroundColor: 'transparent',
      border: 0,
      margin: 0,
      padding: 0,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      textDecoration: 'none',
      color: 'inherit',
      font: 'inherit',
      transition,
      '&:hover': { backgroundColor: action.hover },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
    '.list-button-value': {
      textAlign: 'left',
      padding: '0 4px',
      borderRadius: Number(theme.shape.borderRadius) / 2,
      borderBottom: `1px dashed ${text.secondary}`,
    },
    '.list-button-text': {
      minWidth: 64,
      padding: '4px 5px',
      borderRadius: theme.shape.borderRadius,
      lineHeight: 1.75,
      textAlign: 'left',
      '& > svg': { marginLeft: 8, marginRight: -2 },
    },
    '.list-button-icon': {
      flex: '0 0 auto',
      padding: 5,
      borderRadius: '50%',
      color: action.active,
      fontSize: theme.typography.pxToRem(18),
      textAlign: 'center',
      '&:hover': { backgroundColor: theme.alpha(action.active, action.hoverOpacity) },
    },
  };
};

/** The styles of `LIST_BUTTON`'s classes, for the logged-in pages (the only ones with such lists). */
export function ListButtonStyles() {
  return <GlobalStyles styles={listButtonStyles} />;
}

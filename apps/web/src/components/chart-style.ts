import { barClasses } from '@mui/x-charts/BarChart';

/**
 * The charts' colours, each at least 4.5:1 against white (and white text on them), so that the bars and lines
 * stand out (WCAG 1.4.11) and their own values can be written on them; never the only sign of what they are: the
 * legend names each series, bars carry their values and the lines have marks of their own shape.
 */
export const CHART_COLORS = {
  blue: '#0b4f6c',
  green: '#2e7d32',
  red: '#b3261e',
  purple: '#6a1b9a',
} as const;

export const CHART_HEIGHT = 280;

/** The values written on the bars: white on the dark bar colours. */
export const barLabelStyle = {
  [`& .${barClasses.label}`]: { fill: '#fff', fontWeight: 500 },
} as const;

/** Narrower or lower than this, a bar has no room for its value, which the table still gives. */
const MIN_LABELLED_BAR_PX = 16;

/** A bar's value as its label, where the bar has room for it. */
export const valueLabel =
  (format: (value: number) => string) =>
  (item: { value: number | null }, context: { bar: { width: number; height: number } }) =>
    item.value && Math.min(context.bar.width, context.bar.height) >= MIN_LABELLED_BAR_PX
      ? format(item.value)
      : null;

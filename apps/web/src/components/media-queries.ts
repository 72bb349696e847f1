import { MOBILE_BREAKPOINT_PX } from '@foretaksportalen/shared/limits';

/** Screens up to the specification's mobile breakpoint (800 px): for `useMediaQuery` and `@media` in `sx`. */
export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX}px)`;

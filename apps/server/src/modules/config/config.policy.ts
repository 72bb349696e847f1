import { canManageUsers } from '@foretaksportalen/shared/access-levels';

/**
 * What /api/config tells each level about its colleagues (issue 17): levels 4-5, who administer the users, get
 * the full entries their settings page shows, levels 1-3 only what their screens use; and before consent
 * (spec 1 §2) nobody gets more than their own entry.
 */
interface ConfigViewer {
  accessLevel: number;
  consent: boolean | null;
}

export const seesColleagues = (viewer: ConfigViewer) => viewer.consent === true;

export const seesFullClerkEntries = (viewer: ConfigViewer) => canManageUsers(viewer.accessLevel);

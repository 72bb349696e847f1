/**
 * What other features use of the settings: the company's letter templates, which the letter form starts from (issue
 * 46), and the heading of a page under the settings, which the pages of personal data by law have too (issue 48).
 */
export { useLetterTemplates } from './api/get-letter-templates.ts';
export { SettingsSubpageHeading } from './components/settings-subpage-heading.tsx';

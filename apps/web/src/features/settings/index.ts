/** What other features use of the settings: the company's letter templates, which the letter form starts from (issue 46). */
export { useLetterTemplates } from './api/get-letter-templates.ts';

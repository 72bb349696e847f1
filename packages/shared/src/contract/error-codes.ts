import { z } from 'zod';

/**
 * The `code` of every problem+json answer: a stable machine name for why the request was refused, so that a
 * client never has to read the Norwegian title. A single word is a refusal of the HTTP layer itself; `area.reason`
 * is a rule of the portal. A code, once published, keeps its meaning; a new refusal gets a new code.
 */
export const ERROR_CODES = {
  validation: 'The request does not match its schema; `errors` names the fields',
  'bad-request': 'The request is malformed (a broken URL, a body that cannot be read)',
  'not-found': 'No such route or resource',
  'body-too-large': 'The request body is above the size limit',
  'body-too-deep': 'The JSON body nests deeper than the limit',
  'unsupported-media-type': 'The request body has a content type the route does not take',
  'too-many-requests': 'A rate limit is reached; Retry-After says when to try again',
  'server-error': 'An unexpected failure on the server; nothing of it is shown',
  unavailable: 'The database cannot be reached for the moment; Retry-After says when to try again',
  unauthorized: 'Not authenticated (of the framework, which gives no reason)',
  forbidden: 'Not allowed (of the framework, which gives no reason)',
  conflict: 'In conflict with the stored state (of the framework, which gives no reason)',

  'validation.invalid-text': 'A text holds characters the portal cannot store (NUL, a lone surrogate)',
  'request.incomplete-body': 'The body broke off before it was read to its end',

  'auth.not-logged-in': 'No live session',
  'auth.xsrf-invalid': 'A state change without the XSRF token of the session',
  'auth.foreign-origin': 'A state change that does not come from the portal’s own pages',
  'auth.consent-required': 'The person has not given consent yet; redirectUrl leads to the consent page',

  'session.company-not-found': 'The person is no active member of the company to switch to',

  'case.no-access': 'The role has no cases (level 4)',
  'case.not-found': 'No case with that id among the cases the caller sees',
  'case.version-conflict': 'The case was changed after the version the edit was made on',
  'case.bulk-archive-forbidden': 'The role may not archive several cases at once',
  'case.distribute-forbidden': 'The role may not assign cases to clerks',
  'case.company-details-forbidden': 'The role may not edit the company’s reference and note',
  'case.not-archivable': 'Only a closed case is archived, once, and never taken out of the archive again',
  'case.clerk-not-assignable': 'The clerk is unknown, disabled or has a role without cases',
  'case.create-forbidden': 'The role may not register cases',
  'case.other-company': 'A new case names another company than the caller’s',
  'case.other-registrar': 'A new case names another registering clerk than the caller',
  'case.number-taken': 'Another case already has that case number',
  'case.has-other-number': 'The case exists with another case number than the one given',

  'event.not-found': 'No such event in the cases the caller sees',
  'event.differs': 'An event with that id exists with other content',

  'letter.other-sender': 'A letter is sent only by the clerk who is logged in',
  'letter.empty': 'A letter without a message and without files',
  'letter.case-archived': 'No letter is sent in an archived case',
  'letter.not-deletable': 'Not a letter the company sent, or its delete window has passed',
  'letter.invalid': 'A letter from the complaints body that does not match its schema',
  'letter.approval-required': 'The company wants letters approved: send it for approval instead',
  'category.forbidden': 'The role may not change the company’s products and causes (levels 1-4)',
  'category.not-found': 'No value with that id in the company’s lists',
  'category.name-taken': 'Another value of the list has that name',
  'category.too-many': 'The list has as many values as it may',
  'category.in-use': 'Cases have the value: it can only be retired',
  'category.invalid':
    'The case names a value that is not one of the company’s of that list, or a retired one',
  'decision.letter-unknown': 'The decision names a letter the case does not have from the complaints body',
  'decision.answered': 'The company has answered the decision: the body can no longer change it',
  'decision.not-answerable':
    'The case has no decision that waits for an answer, it was answered, or the case is archived',
  'request.not-possible':
    'The case takes no such request now: it is archived, one of the kind waits, it has no due date to extend, or its objection was granted',
  'request.invalid-date': 'The new due date is not after the case’s, lies in the past or beyond the limit',
  'request.not-found': 'No such request in the case',
  'request.answered': 'The request was answered otherwise: an answer stays as it was given',

  'draft.changed': 'The draft was saved by someone else after the version the change was made on',
  'draft.gone': 'The draft is no longer there: it was sent or thrown away by someone else',
  'draft.awaits-approval': 'A letter waiting for approval is not changed until it is approved or sent back',
  'draft.not-awaiting': 'The letter does not wait for approval',
  'draft.approval-not-required': 'The company does not want letters approved: send it at once',
  'draft.approval-forbidden': 'The role may not approve letters (levels 1, 2 and 4)',
  'draft.own-letter': 'Nobody approves or sends back a letter they sent for approval themselves',
  'draft.unfilled-field': 'The answer holds a merge field that is not filled in; `errors.Answer` names it',

  'letter-template.forbidden': 'The role may not keep the company’s letter templates (levels 1-4)',
  'letter-template.not-found': 'No such letter template in the company',
  'letter-template.name-taken': 'Another letter template of the company has that name (in any case)',
  'letter-template.too-many': 'The company has as many letter templates as it may have',

  'internal-note.not-found': 'No such internal note in the case',
  'internal-note.not-author': 'Only the author of an internal note changes or deletes it',
  'internal-note.edit-window-passed':
    'The time in which an internal note may be changed or deleted has passed',
  'internal-note.mention-not-allowed':
    'A note mentions someone who is no enabled clerk of the company with access to the case',

  'case-file.gone': 'The case file PDF asked for is no longer kept (or never was); make it again',
  'document.not-found': 'No such document in the cases the caller sees',
  'document.no-letter': 'The event has no letter in PDF form',
  'document.too-large-for-json':
    'The documents together are too large to send as JSON; download them one by one',

  'upload.no-access': 'The role may not upload documents',
  'upload.no-file': 'The request holds no file',
  'upload.file-too-large': 'The file is above the size limit',
  'upload.empty-file': 'The file is empty',
  'upload.invalid-type': 'The file’s content is not one of the accepted types, or not the declared one',
  'upload.unknown-file': 'An upload key that is not the caller’s, or already taken by a case or letter',
  'upload.not-found': 'No such upload of the caller',
  'upload.quota-exceeded': 'Too many uploads, or bytes, that no case or letter has taken yet',

  'clerk.not-found': 'No such clerk in the company',
  'clerk.profile-read-forbidden': 'The role may not see another clerk’s profile',
  'clerk.profile-edit-forbidden': 'The role may not change this profile (or the clerk has more access)',
  'clerk.name-owned-by-person': 'Only the person changes their own name',
  'clerk.unknown-role': 'No such role',
  'clerk.role-change-forbidden': 'The caller may not change this clerk’s role',
  'clerk.role-above-own': 'Nobody grants a role above their own level',
  'clerk.national-id-invalid': 'Not a valid national identity number',

  'membership.administration-forbidden': 'The role may not administer users',
  'membership.action-refused': 'Not on oneself, and not on a clerk with more access',
  'membership.cases-assigned': 'A clerk with cases assigned is not removed',
  'membership.already-member': 'The person is a member of the company already',

  'company.not-found': 'No such company (or not the caller’s)',
  'company.settings-forbidden': 'The role may not change the company’s settings',
  'company.ambiguous-name': 'More than one company has that name; use the organisation number',
  'company.org-number-taken': 'Another company already has that organisation number',

  'access-key.not-found': 'No such access key',
  'access-key.used': 'The access key has been used, and the person is a member',
  'access-key.code-pin-invalid': 'The access code and PIN do not match an open access key',

  'audit-log.forbidden': 'The role may not read the company’s audit log (levels 1-3)',
  'audit-log.too-many': 'The selection of the audit log is too large to export at once; narrow it first',

  'retention.forbidden':
    'The role may not keep the company’s retention, legal holds and deletion log (levels 1-4)',
  'retention.log-too-large': 'The deletion log is too large to export at once; export a year of it',
  'retention.data-deleted': 'The case’s personal data is deleted already: there is nothing to hold back',

  'personal-data.forbidden': 'The role may not look up, export or erase a person’s data (levels 1-4)',
  'personal-data.too-many-cases': 'The person has more cases in the company than one lookup answers',
  'personal-data.export-gone':
    'The export asked for is no longer kept (or was never the caller’s); make it again',
  'personal-data.nothing-to-erase': 'None of the person’s cases could be anonymised now (open, held or done)',
  'erasure-request.not-found': 'No such erasure request in the company',
  'erasure-request.not-pending': 'The erasure request was approved or cancelled already',
  'erasure-request.own-request': 'Nobody approves an erasure request they made themselves (four eyes)',
  'erasure-request.too-many': 'The company has as many erasure requests waiting as it may have',

  'help.forbidden': 'The role has no help page (level 4)',
  'statistics.forbidden': 'The role does not see the company’s statistics (levels 1, 2 and 4)',
  'complaints-report.forbidden':
    'The role does not see the complaints report (levels 1, 2 and 4), or does not change its thresholds (level 5 only)',
  'content.unavailable': 'The content service does not answer',
  'content.not-found': 'No such content item',
  'postal-place.empty-file': 'The postal code register file holds no postal codes',
  'postal-place.invalid-file': 'The file is not Bring’s postal code register; `errors.lines` names the lines',

  'provider.invalid-api-key': 'No API key, or one that is unknown, revoked or expired',
  'provider.scope-missing': 'The API key lacks the scope the route needs',
  'provider.cursor-invalid': 'The change feed cursor cannot be read',
  'provider.not-multipart': 'The route takes multipart/form-data',
  'provider.too-many-parts': 'The multipart body has more files than allowed',
  'provider.event-not-json': 'The event part is not JSON',
  'provider.event-too-large': 'The event part is above its size limit',
  'api-key.not-found': 'No such API key',
  'api-key.name-taken': 'Another API key already has that name',
  'live.too-many-streams':
    'This process holds as many live streams as it may; Retry-After says when to try again',
  'live.too-many-tabs': 'The session has as many tabs on cases as it may have present at once',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

import { AUDIT_TEXTS } from '@foretaksportalen/shared/audit-texts';
import type { Note, NoteSegment } from '@foretaksportalen/shared/contract/internal-note';
import type { ClerkRef } from '@foretaksportalen/shared/contract/mentions';
import { z } from 'zod';
import { editableUntil, isChangeableBy } from './internal-note.policy.ts';
import type { NoteRow } from './internal-note.repository.ts';

/** A note's body as it is stored (`internal_notes.body`): text with line breaks as \n, and mentions by membership. */
export type StoredBody = NoteSegment[];

const storedBodySchema = z.array(
  z.union([z.object({ Text: z.string() }), z.object({ Mention: z.string() })]),
);

/** The stored body; a body that is not one (written by hand) shows as the note's plain text. */
export const storedBody = (row: { body: unknown; text: string }): StoredBody => {
  const parsed = storedBodySchema.safeParse(row.body);
  return parsed.success ? parsed.data : [{ Text: row.text }];
};

/**
 * What the clerk wrote, as it is kept: line breaks as \n, neighbouring texts as one, empty ones left out, and no
 * blank space before the first word or after the last.
 */
export function normalizedBody(segments: readonly NoteSegment[]): StoredBody {
  const merged: StoredBody = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if ('Mention' in segment) merged.push({ Mention: segment.Mention });
    else if (last && 'Text' in last) last.Text += segment.Text.replaceAll(/\r\n?/g, '\n');
    else merged.push({ Text: segment.Text.replaceAll(/\r\n?/g, '\n') });
  }
  const first = merged[0];
  if (first && 'Text' in first) first.Text = first.Text.trimStart();
  const last = merged.at(-1);
  if (last && 'Text' in last) last.Text = last.Text.trimEnd();
  return merged.filter((segment) => !('Text' in segment) || segment.Text !== '');
}

/** The clerks of the company by membership: their names as they are now. */
export type ClerkNames = ReadonlyMap<string, string>;

export const clerkRef = (names: ClerkNames, membershipId: string): ClerkRef => ({
  Id: membershipId,
  DisplayName: names.get(membershipId) ?? AUDIT_TEXTS.formerPerson,
});

/** The note as plain text, each mention as '@' and the clerk's name: for search, the case file and nothing shown. */
export const plainText = (body: StoredBody, names: ClerkNames) =>
  body
    .map((segment) => ('Text' in segment ? segment.Text : `@${clerkRef(names, segment.Mention).DisplayName}`))
    .join('');

/** A note as the viewer sees it: who wrote it, the mentions by the names they have now, until when they may change it. */
export function toNote(row: NoteRow, names: ClerkNames, viewer: { membershipId: string }, now: Date): Note {
  return {
    Id: row.id,
    Author: row.authorMembershipId === null ? null : clerkRef(names, row.authorMembershipId),
    Created: row.createdAt.toISOString(),
    Edited: row.editedAt?.toISOString() ?? null,
    Body: storedBody(row).map((segment) =>
      'Text' in segment ? { Text: segment.Text } : { Mention: clerkRef(names, segment.Mention) },
    ),
    EditableUntil: isChangeableBy(row, viewer, now) ? editableUntil(row).toISOString() : null,
  };
}

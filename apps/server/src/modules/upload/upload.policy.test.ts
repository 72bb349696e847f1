import { DEFAULT_CONTENT_TYPES } from '@foretaksportalen/shared/limits';
import { describe, expect, it } from 'vitest';
import { canUpload, essenceOf, isAcceptedType, isAttachableBy } from './upload.policy.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('canUpload', () => {
  it('lets every level with cases upload, and not the user administrator (level 4)', () => {
    expect([1, 2, 3, 4, 5].map((accessLevel) => canUpload({ accessLevel }))).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });
});

describe('essenceOf', () => {
  it('is the declared type without its parameters, in lower case', () => {
    expect(essenceOf('Text/Plain; charset=UTF-8')).toBe('text/plain');
    expect(essenceOf('application/pdf')).toBe('application/pdf');
  });
});

describe('isAcceptedType', () => {
  it('takes an allowed type declared as what it is', () => {
    for (const type of DEFAULT_CONTENT_TYPES)
      expect(isAcceptedType(type, type, DEFAULT_CONTENT_TYPES)).toBe(true);
  });

  it('takes an image declared as another kind of image', () => {
    expect(isAcceptedType('image/png', 'image/jpeg', DEFAULT_CONTENT_TYPES)).toBe(true);
  });

  it('refuses content that is not what was declared', () => {
    expect(isAcceptedType('application/x-elf', 'application/pdf', DEFAULT_CONTENT_TYPES)).toBe(false);
    expect(isAcceptedType(undefined, 'application/pdf', DEFAULT_CONTENT_TYPES)).toBe(false);
    expect(isAcceptedType('application/pdf', 'image/png', DEFAULT_CONTENT_TYPES)).toBe(false);
    expect(isAcceptedType(XLSX, DOCX, DEFAULT_CONTENT_TYPES)).toBe(false);
  });

  it('refuses a type the configuration does not allow, however it was declared', () => {
    expect(isAcceptedType('image/gif', 'image/gif', DEFAULT_CONTENT_TYPES)).toBe(false);
    expect(isAcceptedType('application/zip', 'application/zip', DEFAULT_CONTENT_TYPES)).toBe(false);
  });
});

describe('isAttachableBy', () => {
  const uploader = { sessionId: 's1', membershipId: 'm1', companyId: 'c1' };
  const upload = { ...uploader, attachedAt: null };

  it('is the caller’s own unattached upload of this session', () => {
    expect(isAttachableBy(upload, uploader)).toBe(true);
  });

  it('is not one of another session, membership or company, nor one already taken', () => {
    expect(isAttachableBy({ ...upload, sessionId: 's2' }, uploader)).toBe(false);
    expect(isAttachableBy({ ...upload, sessionId: null }, uploader)).toBe(false);
    expect(isAttachableBy({ ...upload, membershipId: 'm2' }, uploader)).toBe(false);
    expect(isAttachableBy({ ...upload, companyId: 'c2' }, uploader)).toBe(false);
    expect(isAttachableBy({ ...upload, attachedAt: new Date() }, uploader)).toBe(false);
  });
});

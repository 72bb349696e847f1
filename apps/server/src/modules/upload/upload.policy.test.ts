import { DEFAULT_CONTENT_TYPES } from '@foretaksportalen/shared/limits';
import { describe, expect, it } from 'vitest';
import { canUpload, essenceOf, fitsUploadQuota, isAcceptedType, isAttachableBy } from './upload.policy.ts';

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

describe('fitsUploadQuota', () => {
  const quota = { files: 50, bytes: 1000 };

  it('takes one more file while both the count and the bytes stay within the quota', () => {
    expect(fitsUploadQuota({ files: 0, bytes: 0 }, 1000, quota)).toBe(true);
    expect(fitsUploadQuota({ files: 49, bytes: 900 }, 100, quota)).toBe(true);
  });

  it('refuses the file that would pass either limit', () => {
    expect(fitsUploadQuota({ files: 50, bytes: 0 }, 0, quota)).toBe(false);
    expect(fitsUploadQuota({ files: 10, bytes: 900 }, 101, quota)).toBe(false);
    expect(fitsUploadQuota({ files: 10, bytes: 1000 }, 0, quota)).toBe(true);
  });
});

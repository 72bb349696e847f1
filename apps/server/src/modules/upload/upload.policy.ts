import { canSeeCases } from '@foretaksportalen/shared/access-levels';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

interface Uploader {
  sessionId: string;
  membershipId: string;
  companyId: string;
  accessLevel: number;
}

export const UPLOAD_FORBIDDEN = 'Du har ikke tilgang til å laste opp dokumenter';
export const UPLOAD_QUOTA_EXCEEDED =
  'Du har for mange opplastede filer som ikke er sendt inn. Send inn eller fjern noen filer før du laster opp flere.';

interface UploadUsage {
  files: number;
  bytes: number;
}

/** Files go with new cases and letters, so every level that has cases uploads (1, 2, 3, 5); level 4 does not. */
export const canUpload = (uploader: Pick<Uploader, 'accessLevel'>) => canSeeCases(uploader.accessLevel);

export const uploadsFiles: LevelRule = {
  allows: canUpload,
  refusal: () => new AppError('upload.no-access', 403, UPLOAD_FORBIDDEN),
};

/** Images may be one kind declared as another (a PNG saved as .jpg); every other type must be what it says. */
const typeFamily = (mimeType: string) => (mimeType.startsWith('image/') ? 'image' : mimeType);

/** The type the browser declared, without parameters such as charset. */
export const essenceOf = (declaredType: string) => declaredType.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Whether an upload is taken: its content is of an allowed type (`detectedType`, from the magic bytes) and is
 * what the browser said it was (`declaredType`, as `essenceOf` gives it), so a program renamed to .pdf is refused.
 */
export function isAcceptedType(
  detectedType: string | undefined,
  declaredType: string,
  allowedTypes: readonly string[],
): detectedType is string {
  return (
    detectedType !== undefined &&
    allowedTypes.includes(detectedType) &&
    typeFamily(detectedType) === typeFamily(declaredType)
  );
}

/** An upload a case or letter may take: the caller's own, from this very session, and not yet taken. */
export const isAttachableBy = (
  upload: {
    sessionId: string | null;
    membershipId: string | null;
    companyId: string;
    attachedAt: Date | null;
  },
  uploader: Pick<Uploader, 'sessionId' | 'membershipId' | 'companyId'>,
) =>
  upload.attachedAt === null &&
  upload.sessionId === uploader.sessionId &&
  upload.membershipId === uploader.membershipId &&
  upload.companyId === uploader.companyId;

/**
 * Whether one more file of `bytes` fits the person's quota of uploads that no case or letter has taken yet
 * (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_BYTES), so that nobody can park files without end.
 */
export const fitsUploadQuota = (usage: UploadUsage, bytes: number, quota: UploadUsage) =>
  usage.files + 1 <= quota.files && usage.bytes + bytes <= quota.bytes;

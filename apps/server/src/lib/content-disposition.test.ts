import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives an ASCII filename and the exact name as UTF-8 in filename*', () => {
    expect(contentDisposition('attachment', 'EB-2026-0001')).toBe(
      `attachment; filename="EB-2026-0001"; filename*=UTF-8''EB-2026-0001`,
    );
    expect(contentDisposition('inline', 'Klage på vedtak (2) "ny" æ.pdf')).toBe(
      `inline; filename="Klage pa vedtak (2) _ny_ _.pdf"; filename*=UTF-8''Klage%20p%C3%A5%20vedtak%20%282%29%20%22ny%22%20%C3%A6.pdf`,
    );
  });
});

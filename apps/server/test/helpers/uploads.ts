import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import type { Config } from '../../src/config.ts';
import type { TestApp, TestSession } from './test-app.ts';
import { asClerk } from './test-app.ts';

export const MIME = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  text: 'text/plain',
} as const;

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF JPEG and its end marker: what its magic bytes are. */
export const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** The start of a Linux program (ELF) and of a Windows one (PE, 'MZ'). */
export const ELF_BYTES = Buffer.concat([
  Buffer.from('7f454c46020101000000000000000000', 'hex'),
  Buffer.alloc(64),
]);
export const PE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);

/** The smallest Word document: the three entries Word needs. */
export function testDocx(text: string) {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}

/** A workbook as exceljs writes it. */
export async function testXlsx(text: string) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Ark 1').addRow([text]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body as a browser's FormData sends it: one file in the field `field`. */
export async function multipartBody(fileName: string, type: string, content: Uint8Array, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export interface TestFile {
  name: string;
  type: string;
  content: Uint8Array;
}

/** POST /api/document/uploadfile from the web app with this session. */
export async function uploadFile(
  context: { app: TestApp; config: Config },
  session: TestSession,
  file: TestFile,
  field = 'file',
) {
  const { payload, contentType } = await multipartBody(file.name, file.type, file.content, field);
  const clerk = asClerk(session, context.config);
  return context.app.inject({
    method: 'POST',
    url: '/api/document/uploadfile',
    payload,
    cookies: clerk.cookies,
    headers: { ...clerk.headers, 'content-type': contentType },
  });
}

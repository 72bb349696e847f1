/**
 * A Content-Disposition header (RFC 6266) for any file name: an ASCII `filename` for old clients and the exact
 * name as UTF-8 in `filename*` (RFC 5987), which every current browser prefers.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string) {
  const asciiFallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${asciiFallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/** encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987's attr-char does not allow. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

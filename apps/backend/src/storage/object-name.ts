/** Why an object name was refused; the text is shown to the caller. */
export class InvalidObjectName extends Error {}

const MAX_NAME_LENGTH = 1024;
/** What a file system allows for one file or folder name (the bytes of its UTF-8 form). */
const MAX_SEGMENT_BYTES = 255;

/**
 * Checks an object name from a URL path: each segment must be a plain file or folder name.
 * Refuses traversal (`..`, `.`), empty segments, backslashes, control characters and names
 * that are too long, instead of silently rewriting them.
 */
export function checkObjectName(raw: string): string {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw new InvalidObjectName('Invalid key: the name is not valid URL encoding');
  }
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) {
    throw new InvalidObjectName(`Invalid key: the name must be 1 to ${MAX_NAME_LENGTH} characters`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name)) {
    throw new InvalidObjectName('Invalid key: the name contains a control character or backslash');
  }
  const segments = name.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new InvalidObjectName('Invalid key: empty, "." and ".." path segments are not allowed');
  }
  if (segments.some((s) => Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES)) {
    throw new InvalidObjectName(
      `Invalid key: each part of the name between slashes must be at most ${MAX_SEGMENT_BYTES} bytes`,
    );
  }
  return name;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  log: 'text/plain',
  json: 'application/json',
};

/** The content type decided by the server from the extension, never taken from the client. */
export function contentTypeOf(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** Whether the bytes look like what the content type claims (magic numbers; text has no NUL). */
export function bytesMatchType(bytes: Uint8Array, type: string): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  switch (type) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'application/pdf':
      return starts(0x25, 0x50, 0x44, 0x46, 0x2d);
    case 'text/plain':
      return !bytes.includes(0);
    default:
      return true;
  }
}

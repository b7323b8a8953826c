/**
 * The enrolment's QR code as an image address a browser can show. The auth client hands the
 * SVG over as `data:image/svg+xml;utf-8,<svg ...>` with the markup as it is; the `#` of its
 * colours (`fill="#ffffff"`) starts a URL fragment, so the browser reads a cut-off SVG and
 * shows only the alt text. The markup is therefore percent-encoded; an address that is not
 * a plain SVG data URI is left as it came.
 */
const SVG_DATA_PREFIX = /^data:image\/svg\+xml(;[^,]*)?,/i;

export function qrImageSrc(qrCode: string): string {
  const prefix = SVG_DATA_PREFIX.exec(qrCode);
  if (!prefix) return qrCode;
  const params = prefix[1] ?? '';
  // Already base64 or percent-encoded (no raw markup left): nothing to mend.
  if (/;base64/i.test(params)) return qrCode;
  const body = qrCode.slice(prefix[0].length);
  if (!/[<#"\s]/.test(body)) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body)}`;
}

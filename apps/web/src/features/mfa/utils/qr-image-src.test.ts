import { describe, expect, it } from 'vitest';
import { qrImageSrc } from './qr-image-src';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M1 1.5h7"/></svg>';

describe('qrImageSrc', () => {
  it('percent-encodes the SVG the auth client puts raw after the data: prefix', () => {
    const src = qrImageSrc(`data:image/svg+xml;utf-8,${svg}`);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    // No character that would end or split the address is left.
    expect(src).not.toMatch(/[#<>"\s]/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
  });

  it('keeps the whole SVG when read back as a URL: no fragment cuts it off', () => {
    const url = new URL(qrImageSrc(`data:image/svg+xml;utf-8,${svg}`));
    expect(url.hash).toBe('');
    const raw = new URL(`data:image/svg+xml;utf-8,${svg}`);
    expect(raw.hash).not.toBe('');
  });

  it('leaves base64 and already encoded addresses, and other images, as they are', () => {
    const b64 = `data:image/svg+xml;base64,${btoa(svg)}`;
    expect(qrImageSrc(b64)).toBe(b64);
    const encoded = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    expect(qrImageSrc(encoded)).toBe(encoded);
    expect(qrImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });
});

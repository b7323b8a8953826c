import { describe, expect, it } from 'vitest';
import { WarningList } from '../../warnings.ts';
import { writeDrawables } from './drawables.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${body}</svg>`;

describe('writeDrawables', () => {
  it('converts an SVG to VectorDrawable XML', async () => {
    const warnings = new WarningList();
    const { files, failed } = await writeDrawables(
      [
        {
          name: 'ic_box',
          nodeId: '1:2',
          nodeName: 'Box',
          svg: svg('<path d="M0 0H24V24H0Z" fill="#FF0000"/>'),
        },
      ],
      warnings,
    );
    expect(failed.size).toBe(0);
    expect(files[0]?.path).toBe('res/drawable/ic_box.xml');
    expect(files[0]?.contents).toContain('android:fillColor="#FFFF0000"');
    expect(warnings.items).toEqual([]);
  });

  it('copies PNG exports', async () => {
    const { files } = await writeDrawables(
      [{ name: 'img_photo', nodeId: '1:3', nodeName: 'Photo', png }],
      new WarningList(),
    );
    expect(files).toEqual([{ path: 'res/drawable/img_photo.png', contents: png }]);
  });

  it('falls back to the PNG when the SVG holds only an embedded image', async () => {
    const warnings = new WarningList();
    const { files, failed } = await writeDrawables(
      [
        {
          name: 'ic_logo',
          nodeId: '1:4',
          nodeName: 'Logo',
          svg: svg('<image href="data:image/png;base64,AAAA" width="24" height="24"/>'),
          png,
        },
      ],
      warnings,
    );
    expect(failed.size).toBe(0);
    expect(files[0]?.path).toBe('res/drawable/ic_logo.png');
    expect(warnings.items[0]?.message).toContain('it holds only <image> content');
  });

  it('drops a drawable it cannot make and says so, so the emitter draws a placeholder', async () => {
    const warnings = new WarningList();
    const { files, failed } = await writeDrawables(
      [{ name: 'ic_broken', nodeId: '1:5', nodeName: 'Broken', svg: 'not svg' }],
      warnings,
    );
    expect(files).toEqual([]);
    expect([...failed]).toEqual(['ic_broken']);
    expect(warnings.items[0]?.code).toBe('missing-asset');
  });

  it('reports text it leaves out of a vector', async () => {
    const warnings = new WarningList();
    const { files } = await writeDrawables(
      [
        {
          name: 'ic_label',
          nodeId: '1:6',
          nodeName: 'Label',
          svg: svg('<path d="M0 0H24V2H0Z"/><text x="0" y="20">Hi</text>'),
        },
      ],
      warnings,
    );
    expect(files[0]?.path).toBe('res/drawable/ic_label.xml');
    expect(warnings.items[0]?.message).toContain('<text>');
  });
});

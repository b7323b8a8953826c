import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { InlineText } from './inline-text';

afterEach(cleanup);

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p>
        <InlineText text={text} />
      </p>
    </MemoryRouter>,
  ).container.querySelector('p')!;
}

describe('InlineText', () => {
  it('renders code, bold and links as elements', () => {
    const p = renderText(
      'Use `Column` with **auto layout**, see [the docs](/docs) or [Figma](https://www.figma.com).',
    );
    expect(p.querySelector('code')?.textContent).toBe('Column');
    expect(p.querySelector('strong')?.textContent).toBe('auto layout');
    const links = p.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('/docs');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(p.textContent).toBe('Use Column with auto layout, see the docs or Figma.');
  });

  it('never turns content into markup or script links', () => {
    const p = renderText('<img src=x onerror=alert(1)> and [click](javascript:alert(1))');
    expect(p.querySelector('img')).toBeNull();
    expect(p.querySelector('a')).toBeNull();
    expect(p.textContent).toBe('<img src=x onerror=alert(1)> and [click](javascript:alert(1))');
  });
});

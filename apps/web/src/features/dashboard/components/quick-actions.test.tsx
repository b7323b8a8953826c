// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QuickActions } from './quick-actions';

afterEach(cleanup);

describe('QuickActions', () => {
  it('offers the plugin in a new tab, the docs and support', () => {
    render(
      <MemoryRouter>
        <QuickActions />
      </MemoryRouter>,
    );
    const install = screen.getByRole('link', { name: /Install Plugin/ });
    expect(install.getAttribute('target')).toBe('_blank');
    expect(install.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /^Documentation/ }).getAttribute('href')).toBe('/docs');
    expect(screen.getByRole('link', { name: /^Get Help/ }).getAttribute('href')).toBe('/support');
  });

  it('leaves out a page whose flag is off', () => {
    render(
      <MemoryRouter>
        <QuickActions flags={{ documentation: false, support: true }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /^Documentation/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Get Help/ })).toBeTruthy();
  });
});

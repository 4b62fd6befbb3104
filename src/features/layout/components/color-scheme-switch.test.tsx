import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_SCHEME_SCRIPT } from '@/lib/inline-scripts.mjs';
import { renderWithMessages } from '../../../../tests/support/render';
import { ColorSchemeSwitch } from './color-scheme-switch';

/** What the page's inline script does before the first paint: the cookie's scheme on <html>. */
const applyInlineScript = () => new Function(COLOR_SCHEME_SCRIPT)();

describe('colour scheme switch', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.scheme;
  });

  it('cycles automatic, light, dark and back, on <html> and in the cookie the inline script reads', async () => {
    applyInlineScript();
    expect(document.documentElement.dataset.scheme).toBe('auto');
    await renderWithMessages(<ColorSchemeSwitch />);
    for (const [from, to] of [
      ['automatic', 'light'],
      ['light', 'dark'],
      ['dark', 'auto'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: `Colour scheme: ${from}` }));
      expect(document.documentElement.dataset.scheme).toBe(to);
      expect(document.cookie).toContain(`COLOR_SCHEME=${to}`);
    }
  });

  it('opens on the scheme the inline script applied from the cookie', async () => {
    document.cookie = 'COLOR_SCHEME=dark; path=/';
    applyInlineScript();
    expect(document.documentElement.dataset.scheme).toBe('dark');
    await renderWithMessages(<ColorSchemeSwitch />);
    expect(await screen.findByRole('button', { name: 'Colour scheme: dark' })).toBeTruthy();
  });

  it('names the scheme in the visitor language', async () => {
    await renderWithMessages(<ColorSchemeSwitch />, 'fr');
    expect(screen.getByRole('button').getAttribute('aria-label')).toMatch(/^[^:]+: .+/);
    expect(screen.getByRole('button').getAttribute('aria-label')).not.toContain('Colour scheme');
  });
});

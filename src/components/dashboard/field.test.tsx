import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMessages } from '../../../tests/support/render';
import type { Locale } from '@/i18n/locales';
import { Field, Input } from './field';
import { ImageUploader, SingleImageUploader } from './image-uploader';

/** A field's error as the dashboard shows it, from the message key a schema or the server gave. */
async function shown(error: string, locale: Locale = 'en') {
  const view = await renderWithMessages(
    <Field label="Name" htmlFor="f" error={error}>
      <Input id="f" />
    </Field>,
    locale,
  );
  const text = screen.getByRole('alert').textContent;
  view.unmount();
  return text;
}

describe('a field error names the rule and its limit (docs/requirements.md, "Dashboard forms")', () => {
  it('says the real limit, counted in the language of the page', async () => {
    expect(await shown('maxChars:200')).toBe('At most 200 characters.');
    expect(await shown('maxChars:1')).toBe('At most 1 character.');
    expect(await shown('maxChars:2000')).toBe('At most 2,000 characters.');
    expect(await shown('maxItems:1')).toBe('At most 1 item.');
    expect(await shown('maxNumber:10000000')).toBe('At most 10,000,000.');
    expect(await shown('maxChars:1', 'fr')).toBe('1 caractère au plus.');
    expect(await shown('maxChars:200', 'fr')).toBe('200 caractères au plus.');
    expect(await shown('maxChars:2', 'ar')).toContain('حرفان');
    expect(await shown('maxChars:5', 'bn')).toContain('অক্ষর');
  });
  it('keeps the keys without a limit as they were', async () => {
    expect(await shown('required')).toBe('This field is required.');
    expect(await shown('atLeastZero')).toBe('Must be 0 or more.');
  });
});

describe('the image uploader counts its pictures', () => {
  it('says one image, not "at most 1 images", and the plural for more', async () => {
    const one = await renderWithMessages(<SingleImageUploader area="product" value="" onChange={vi.fn()} />);
    expect(screen.getByText(/one image$/)).toBeTruthy();
    expect(screen.queryByText(/1 images/)).toBeNull();
    one.unmount();
    await renderWithMessages(<ImageUploader area="product" value={[]} onChange={vi.fn()} max={20} />, 'fr');
    expect(screen.getByText(/20 images au plus$/)).toBeTruthy();
  });
});

describe('the single image uploader', () => {
  it('replaces its picture with a new upload and asks no alt text it would not keep', async () => {
    const onChange = vi.fn();
    const fetch = vi.fn(async () => Response.json({ ok: true, data: { url: '/uploads/new.webp', width: 1600, height: 700 } }));
    vi.stubGlobal('fetch', fetch);
    try {
      await renderWithMessages(<SingleImageUploader id="hero-0-image" area="pageSettings" value="/uploads/old.webp" onChange={onChange} />);
      expect(screen.queryByLabelText('Alternative text')).toBeNull();
      expect(screen.queryByText('Main')).toBeNull();
      const input = document.getElementById('hero-0-image') as HTMLInputElement;
      expect(input.multiple).toBe(false);
      fireEvent.change(input, { target: { files: [new File(['x'], 'showroom.png', { type: 'image/png' })] } });
      await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/new.webp'));
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

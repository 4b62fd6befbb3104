import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithMessages } from '../../../tests/support/render';
import { AddressEditor, type AddressValue } from './address-editor';

const EMPTY: AddressValue = { fullName: '', phone: '', email: '', house: '', city: '', state: '', zipCode: '', country: 'CA' };

function Editor({ seen, errors = {} }: { seen: AddressValue[]; errors?: Partial<Record<keyof AddressValue, string>> }) {
  const [value, setValue] = useState(EMPTY);
  return <AddressEditor idPrefix="order" value={value} onChange={(next) => (seen.push(next), setValue(next))} error={(f) => errors[f]} />;
}

describe('the dashboard address editor', () => {
  it('chooses a Canadian province from the list and types a state elsewhere, keeping the other fields', async () => {
    const seen: AddressValue[] = [];
    await renderWithMessages(<Editor seen={seen} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Surrey' } });
    const province = screen.getByRole('combobox', { name: 'Province / state' });
    expect([...province.querySelectorAll('option')].map((o) => o.value)).toContain('BC');
    fireEvent.change(province, { target: { value: 'BC' } });
    expect(seen.at(-1)).toMatchObject({ city: 'Surrey', state: 'BC', country: 'CA' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'US' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Province / state' }), { target: { value: 'WA' } });
    expect(seen.at(-1)).toMatchObject({ city: 'Surrey', state: 'WA', country: 'US' });
  });

  it('marks every field required, shows a field message under it and keeps staff browsers from filling it', async () => {
    await renderWithMessages(<Editor seen={[]} errors={{ zipCode: 'The postal code is not valid.' }} />);
    const zip = screen.getByRole('textbox', { name: 'Postal code' });
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByRole('alert').textContent).toBe('The postal code is not valid.');
    expect(zip.getAttribute('aria-describedby')).toBe('order-zipCode-error');
    expect(document.querySelectorAll('label span[aria-hidden]').length).toBe(8);
  });
});

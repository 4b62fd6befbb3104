import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { renderWithMessages } from '../../../tests/support/render';
import { DataTable } from './data-table';

vi.mock('next/navigation', () => ({
  usePathname: () => '/dashboard/orders',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

interface Row {
  id: string;
  name: string;
}
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, name: `Order ${from + i}` }));
const columns: ColumnDef<Row>[] = [{ id: 'name', header: 'Name', cell: ({ row }) => row.original.name }];
const query = { q: '', sort: 'name', dir: 'asc' as const, page: 1, pageSize: 10 };

/** A table of 10 rows on its page out of `total`; what the bulk actions were handed is written out for the test. */
async function table(total: number, load: () => Promise<Row[] | null>) {
  return renderWithMessages(
    <DataTable
      columns={columns}
      data={rows(1, 10)}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      bulkActions={(selected, clear) => (
        <span>
          <output data-testid="handed">{selected.map((r) => r.id).join(',')}</output>
          <button onClick={clear}>done</button>
        </span>
      )}
      selectAllMatching={{ max: 25, load }}
    />,
  );
}

describe('selecting every row that matches the search and filters', () => {
  it('is offered once the whole page is selected and more rows match; the bulk actions then get every matching row', async () => {
    const load = vi.fn(async () => rows(1, 14));
    await table(14, load);
    expect(screen.queryByTestId('select-matching')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByTestId('handed').textContent?.split(',')).toHaveLength(10);
    const offer = screen.getByTestId('select-matching');
    expect(offer.textContent).toContain('All 10 rows on this page are selected.');
    fireEvent.click(within(offer).getByRole('button', { name: 'Select all 14 matching the search and filters' }));
    expect(await screen.findByText('14 rows matching the search and filters selected.')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByTestId('handed').textContent).toBe(
      rows(1, 14)
        .map((r) => r.id)
        .join(','),
    );
    expect(screen.getByText('14 selected')).toBeTruthy();

    // unticking a row of the page goes back to the page's own selection
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]);
    expect(screen.getByTestId('handed').textContent?.split(',')).toHaveLength(9);
    expect(screen.queryByTestId('select-matching')).toBeNull();
  });

  it('says when more match than a selection may hold, and a finished bulk action clears it all', async () => {
    await table(40, async () => rows(1, 25));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select the first 25 of 40 matching' }));
    expect(await screen.findByText('25 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByTestId('handed')).toBeNull();
    expect(screen.queryByTestId('select-matching')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement).checked).toBe(false);
  });

  it('is not offered when the page holds every matching row', async () => {
    await table(10, async () => rows(1, 10));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.queryByTestId('select-matching')).toBeNull();
  });
});

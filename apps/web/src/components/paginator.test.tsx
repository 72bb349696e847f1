import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Paginator, pageRangeLabel } from './paginator.tsx';

describe('page range label', () => {
  it.each([
    [0, 0, 15, 'Side 1 av 1'],
    [0, 1, 15, 'Side 1 of 1'],
    [0, 15, 15, 'Side 1 of 1'],
    [0, 16, 15, 'Side 1 of 2'],
    [2, 31, 15, 'Side 3 of 3'],
    [4, 50, 10, 'Side 5 of 5'],
  ])('page %i of %i rows at %i per page reads %s', (page, count, rowsPerPage, expected) => {
    expect(pageRangeLabel(page, count, rowsPerPage)).toBe(expected);
  });
});

describe('Paginator', () => {
  const renderPaginator = (count: number, page: number) =>
    render(
      <Paginator
        count={count}
        page={page}
        rowsPerPage={15}
        onPageChange={() => {}}
        onRowsPerPageChange={() => {}}
      />,
    );

  it('shows the Norwegian labels of the specification', () => {
    renderPaginator(40, 1);

    expect(screen.getByText('Side 2 of 3')).toBeTruthy();
    expect(screen.getByText('Saker pr side')).toBeTruthy();
    for (const label of ['Første side', 'Forrige side', 'Neste side', 'Siste side']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('reads Side 1 av 1 for an empty list', () => {
    renderPaginator(0, 0);
    expect(screen.getByText('Side 1 av 1')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, parseSort } from './tracking-sort';

describe('sorting the QR table', () => {
  it('starts with Date, newest first', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'date', direction: 'desc' });
    expect(parseSort(undefined, undefined)).toEqual(DEFAULT_SORT);
  });

  it('toggles the direction when the active key is clicked again', () => {
    expect(nextSort({ key: 'date', direction: 'desc' }, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'date')).toEqual({ key: 'date', direction: 'desc' });
  });

  it('starts a new key descending', () => {
    expect(nextSort({ key: 'date', direction: 'asc' }, 'views')).toEqual({ key: 'views', direction: 'desc' });
    expect(nextSort({ key: 'views', direction: 'asc' }, 'date')).toEqual({ key: 'date', direction: 'desc' });
  });

  it('reads only known keys and directions from the address', () => {
    expect(parseSort('views', 'asc')).toEqual({ key: 'views', direction: 'asc' });
    expect(parseSort('name', 'sideways')).toEqual(DEFAULT_SORT);
  });
});

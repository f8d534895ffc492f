import { describe, expect, it } from 'vitest';
import { pageCursorParams } from './keyset-page';

describe('the page links of a keyset page', () => {
  const on6 = { page: 6, firstId: 'first6', lastId: 'last6' };
  const read = { page: 6, after: 'last4', skip: 0 };

  it('page 1 is plain; a later page starts after this page’s last row, skipping the pages between', () => {
    expect(pageCursorParams(1, on6, read)).toEqual({});
    expect(pageCursorParams(7, on6, read)).toEqual({ after: 'last6' });
    expect(pageCursorParams(8, on6, read)).toEqual({ after: 'last6', skip: '1' });
  });

  it('an earlier page ends before this page’s first row; the current page keeps the cursor it was read with', () => {
    expect(pageCursorParams(5, on6, read)).toEqual({ before: 'first6' });
    expect(pageCursorParams(4, on6, read)).toEqual({ before: 'first6', skip: '1' });
    expect(pageCursorParams(6, on6, { page: 6, after: 'last3', skip: 1 })).toEqual({ after: 'last3', skip: '1' });
  });
});

import { describe, expect, it } from 'vitest';
import { chooseSort, parseTableQuery, tableHref } from './table-query.ts';

describe('table query', () => {
  it('defaults to 25 per page, page 1, and refuses sizes other than 10, 25 and 50', () => {
    expect(parseTableQuery(new URLSearchParams())).toEqual({ page: 1, size: 25, sort: '', dir: 'desc', q: '' });
    expect(parseTableQuery(new URLSearchParams('size=50&page=3&sort=email&dir=asc&q=%20ann%20'))).toEqual({ page: 3, size: 50, sort: 'email', dir: 'asc', q: 'ann' });
    expect(parseTableQuery(new URLSearchParams('size=1000&page=-2&sort=x;drop&dir=up')).size).toBe(25);
    expect(parseTableQuery(new URLSearchParams('size=1000&page=-2&sort=x;drop&dir=up'))).toMatchObject({ page: 1, sort: '', dir: 'desc' });
  });

  it('builds links that keep the other values and start again at page 1 on a new sort', () => {
    const query = parseTableQuery(new URLSearchParams('q=ann&page=4&size=10'));
    expect(tableHref('/admin/users', query, { page: 5 })).toBe('/admin/users?q=ann&size=10&page=5');
    expect(tableHref('/admin/users', query, { sort: 'email', dir: 'asc' })).toBe('/admin/users?q=ann&sort=email&dir=asc&size=10');
  });

  it('sorts only by the columns a list allows, else by its default', () => {
    const allowed = ['createdAt', 'totalCents', 'status'];
    expect(chooseSort(parseTableQuery(new URLSearchParams('sort=totalCents&dir=asc')), allowed)).toEqual({ sort: 'totalCents', dir: 'asc' });
    expect(chooseSort(parseTableQuery(new URLSearchParams('sort=passwordHash&dir=asc')), allowed)).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(chooseSort(parseTableQuery(new URLSearchParams('sort=1;DROP TABLE users&dir=asc')), allowed, 'asc')).toEqual({ sort: 'createdAt', dir: 'asc' });
  });
});

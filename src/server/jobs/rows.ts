/** The single row a query must return (an insert … returning, a locked select of a known id). */
export function one<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('Expected one row, got none');
  return row;
}

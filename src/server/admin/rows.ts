/** The single row an INSERT or UPDATE … RETURNING gave back (its absence is a bug, not a user error). */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected one row, got none');
  return row;
}

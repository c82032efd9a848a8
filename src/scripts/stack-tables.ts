/**
 * Tables become stacked cards on narrow screens (global.css): each cell shows its
 * column's name from `data-label`. Pages that render their rows through a shared
 * table component cannot label each cell, so this copies the header texts over.
 */
export function labelTableCells(root: ParentNode = document): void {
  for (const table of root.querySelectorAll<HTMLTableElement>('table')) {
    const headers = [...table.querySelectorAll<HTMLTableCellElement>('thead th')].map((th) => th.textContent?.trim() ?? '');
    if (!headers.length) continue;
    for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr')) labelRow(row, headers);
  }
}

function labelRow(row: HTMLTableRowElement, headers: string[]): void {
  let column = 0;
  for (const cell of row.cells) {
    if (!cell.hasAttribute('data-label') && cell.colSpan === 1 && headers[column]) cell.dataset.label = headers[column];
    column += cell.colSpan;
  }
}

import { useStore } from '@nanostores/react';
import { memo, useEffect } from 'react';
import { $bulkReport, loadBulkReport, runBulk, type BulkChoice, type Ticked } from '#/stores/bulk.ts';

type Props = { label: string; noun: string; nouns: string; actions: BulkChoice[] };

/** The ticked rows of the list: checkboxes named "ids", each labelled "Select <name>". */
function ticked(): Ticked[] {
  return [...document.querySelectorAll<HTMLInputElement>('input[name="ids"]:checked')].map((box) => ({
    id: box.value,
    name: (box.getAttribute('aria-label') ?? box.value).replace(/^Select /, ''),
  }));
}

/** A list's bulk actions (confirmed, then each row on its own) and the report of the last one, row by row. */
function BulkActions({ label, noun, nouns, actions }: Props) {
  const report = useStore($bulkReport);
  useEffect(loadBulkReport, []);
  return (
    <div className="bulk">
      <div className="bulk-bar" role="group" aria-label={label}>
        {actions.map((choice, i) => (
          <button key={choice.label} type="button" className={i === 0 ? 'btn btn-secondary' : 'btn btn-quiet'} onClick={() => void runBulk(choice, ticked(), [noun, nouns])}>
            {choice.label}
          </button>
        ))}
      </div>
      {report && (
        <div className="tm-notice bulk-report" role="status">
          <p>{report.done}</p>
          {report.refused.length > 0 && (
            <>
              <p>Not changed:</p>
              <ul>
                {report.refused.map((r) => (
                  <li key={r.name}><strong>{r.name}</strong>: {r.message}</li>
                ))}
              </ul>
            </>
          )}
          <button type="button" className="btn btn-quiet" onClick={() => $bulkReport.set(null)}>Dismiss</button>
        </div>
      )}
    </div>
  );
}

export default memo(BulkActions);

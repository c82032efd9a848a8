import { memo } from 'react';
import { bulkCharacterStatus } from '#/stores/admin.ts';

/** The characters list's bulk actions: act on the rows whose "Select" box (name="ids") is ticked. */
function BulkStatus() {
  const ticked = () => [...document.querySelectorAll<HTMLInputElement>('input[name="ids"]:checked')].map((box) => box.value);
  return (
    <div className="bulk-bar" role="group" aria-label="Bulk actions">
      <button type="button" className="btn btn-secondary" onClick={() => void bulkCharacterStatus(ticked(), 'published')}>Publish selected</button>
      <button type="button" className="btn btn-quiet" onClick={() => void bulkCharacterStatus(ticked(), 'draft')}>Unpublish selected</button>
    </div>
  );
}

export default memo(BulkStatus);

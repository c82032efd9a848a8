import { memo } from 'react';
import { adminAction } from '#/stores/admin.ts';

type Props = { url: string; method?: 'POST' | 'DELETE'; body?: unknown; label: string; done: string; confirm?: string; reload?: boolean };

/** A button that runs one admin action (JSON request), then reloads the page. */
function AdminButton({ url, method = 'POST', body, label, done, confirm, reload = true }: Props) {
  const onClick = () => {
    if (confirm && !window.confirm(confirm)) return;
    void adminAction(url, method, body, done, reload);
  };
  return (
    <button type="button" onClick={onClick}>
      {label}
    </button>
  );
}

export default memo(AdminButton);

import { memo } from 'react';
import { adminAction } from '#/stores/admin.ts';

/**
 * `ask`: the question for a reason, sent as `reason` with the body (cancelling it cancels the action).
 * `primary`: the page's main action (Publish, Submit for review) in the one primary style; others are secondary.
 * `about`: what a row action acts on ("lea@example.com"), part of its name for screen readers but not shown,
 * so a list's buttons stay short ("Disable") while each still says which row it is for.
 */
type Props = { url: string; method?: 'POST' | 'DELETE'; body?: Record<string, unknown>; label: string; done: string; confirm?: string; ask?: string; reload?: boolean; primary?: boolean; about?: string };

/** A button that runs one admin action (JSON request), then reloads the page. */
function AdminButton({ url, method = 'POST', body, label, done, confirm, ask, reload = true, primary = false, about }: Props) {
  const onClick = () => {
    if (confirm && !window.confirm(confirm)) return;
    const reason = ask ? window.prompt(ask) : undefined;
    if (reason === null) return;
    void adminAction(url, method, reason === undefined ? body : { ...body, reason }, done, reload);
  };
  return (
    <button type="button" className={primary ? 'btn btn-primary' : 'btn btn-secondary'} onClick={onClick}>
      {label}
      {about && <span className="visually-hidden"> {about}</span>}
    </button>
  );
}

export default memo(AdminButton);

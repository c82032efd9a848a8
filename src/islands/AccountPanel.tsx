import { useStore } from '@nanostores/react';
import { memo, useEffect, type FormEvent } from 'react';
import type { SessionInfo } from '#/lib/api/account.ts';
import { $sessions, changePassword, revokeSession, updateName } from '#/stores/account-actions.ts';
import { showToast, withBusy } from '#/stores/overlay.ts';
import { useHydrated } from './use-hydrated.ts';
import { logout } from '#/stores/session-actions.ts';
import type { SessionUser } from '#/lib/api/session.ts';

/** The account page: profile, password, own sessions, sign out. Initial data comes from the server render. */
function AccountPanel({ user, sessions }: { user: SessionUser; sessions: SessionInfo[] }) {
  const hydrated = useHydrated();
  const list = useStore($sessions);
  useEffect(() => $sessions.set(sessions), [sessions]);

  const run = async (work: () => Promise<{ ok: boolean; message: string }>, form?: HTMLFormElement) => {
    const outcome = await withBusy(work);
    showToast(outcome.message, outcome.ok ? 'success' : 'error');
    if (outcome.ok) form?.reset();
  };
  const onName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => updateName(String(new FormData(event.currentTarget).get('name'))));
  };
  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void run(() => changePassword(String(data.get('current')), String(data.get('next'))), form);
  };

  return (
    <div className="account-panel">
      <section aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <p>
          Signed in as <strong>{user.email}</strong> ({user.role.replace('_', ' ')})
        </p>
        <form className="auth-form" method="post" onSubmit={onName} aria-label="Profile">
          <label htmlFor="account-name">Name</label>
          <input id="account-name" name="name" defaultValue={user.name} maxLength={100} required />
          <button className="btn btn-secondary" type="submit" disabled={!hydrated}>Save name</button>
        </form>
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Change password</h2>
        <form className="auth-form" method="post" onSubmit={onPassword} aria-label="Change password">
          <label htmlFor="account-current">Current password</label>
          <input id="account-current" name="current" type="password" autoComplete="current-password" required />
          <label htmlFor="account-next">New password</label>
          <input id="account-next" name="next" type="password" autoComplete="new-password" minLength={8} maxLength={128} required />
          <button className="btn btn-secondary" type="submit" disabled={!hydrated}>Change password</button>
        </form>
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Where you are signed in</h2>
        <ul className="account-sessions">
          {list.map((s) => (
            <li key={s.id}>
              <span>
                {s.userAgent ?? 'Unknown browser'} · {s.ip ?? 'unknown address'} · last active {new Date(s.lastSeenAt).toLocaleString()}
                {s.current && <strong> · this browser</strong>}
              </span>
              {!s.current && (
                <button type="button" className="btn btn-quiet" onClick={() => void run(() => revokeSession(s.id))}>
                  Sign out this session
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <button type="button" className="btn btn-primary" disabled={!hydrated} onClick={() => void logout()}>
        Sign out
      </button>
    </div>
  );
}

export default memo(AccountPanel);

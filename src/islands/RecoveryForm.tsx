import { memo, useState, type FormEvent } from 'react';
import { requestRecovery, resetPassword } from '#/stores/account-actions.ts';
import { withBusy } from '#/stores/overlay.ts';
import { useHydrated } from './use-hydrated.ts';

/** Without a token: asks for a recovery link. With the emailed token: sets a new password. */
function RecoveryForm({ token }: { token?: string }) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setOutcome(await withBusy(() => (token ? resetPassword(token, String(form.get('password'))) : requestRecovery(String(form.get('email'))))));
  };
  if (outcome?.ok) {
    return (
      <p className="auth-notice" role="status">
        {outcome.message}
      </p>
    );
  }
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} aria-label={token ? 'Choose a new password' : 'Recover your account'}>
      {token ? (
        <>
          <label htmlFor="recover-password">New password</label>
          <input id="recover-password" name="password" type="password" autoComplete="new-password" minLength={8} maxLength={128} required />
        </>
      ) : (
        <>
          <label htmlFor="recover-email">Email</label>
          <input id="recover-email" name="email" type="email" autoComplete="email" required />
        </>
      )}
      {outcome && (
        <p className="auth-error" role="alert">
          {outcome.message}
        </p>
      )}
      <button className="btn btn-primary" type="submit" disabled={!hydrated}>
        {token ? 'Set new password' : 'Send recovery link'}
      </button>
    </form>
  );
}

export default memo(RecoveryForm);

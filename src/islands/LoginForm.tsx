import { memo, useState, type FormEvent } from 'react';
import { withBusy } from '#/stores/overlay.ts';
import { useHydrated } from './use-hydrated.ts';
import { goAfterLogin, login } from '#/stores/session-actions.ts';

/** Email and password sign-in. Where it goes next: src/lib/session-rules.ts (afterLogin). */
function LoginForm({ idPrefix = 'login' }: { idPrefix?: string }) {
  const hydrated = useHydrated();
  const [error, setError] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await withBusy(() => login(String(form.get('email')), String(form.get('password'))));
    if (result.success) goAfterLogin(result.user);
    else setError(result.message);
  };
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} aria-label="Sign in">
      <label htmlFor={`${idPrefix}-email`}>Email</label>
      <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="username" required />
      <label htmlFor={`${idPrefix}-password`}>Password</label>
      <input id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-primary" type="submit" disabled={!hydrated}>
        Sign in
      </button>
    </form>
  );
}

export default memo(LoginForm);

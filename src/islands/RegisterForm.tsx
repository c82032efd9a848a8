import { memo, useState, type FormEvent } from 'react';
import { withBusy } from '#/stores/overlay.ts';
import { useHydrated } from './use-hydrated.ts';
import { goAfterLogin, register } from '#/stores/session-actions.ts';

/** Creates an account and signs it in. Passwords: 8 to 128 characters, common ones refused by the server. */
function RegisterForm() {
  const hydrated = useHydrated();
  const [error, setError] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { name: String(form.get('name')), email: String(form.get('email')), password: String(form.get('password')) };
    const result = await withBusy(() => register(input));
    if (result.success) goAfterLogin();
    else setError(result.message);
  };
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} aria-label="Create an account">
      <label htmlFor="register-name">Name</label>
      <input id="register-name" name="name" autoComplete="name" maxLength={100} />
      <label htmlFor="register-email">Email</label>
      <input id="register-email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="register-password">Password</label>
      <input id="register-password" name="password" type="password" autoComplete="new-password" minLength={8} maxLength={128} required aria-describedby="register-password-hint" />
      <p id="register-password-hint" className="auth-hint">At least 8 characters. A passphrase of a few words is easy to remember.</p>
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-primary" type="submit" disabled={!hydrated}>
        Create account
      </button>
    </form>
  );
}

export default memo(RegisterForm);

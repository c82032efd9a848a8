import { memo } from 'react';
import { register } from '#/stores/session-actions.ts';
import { AuthForm } from './auth-form.tsx';

// A new account is always a customer, so it lands where a customer's sign-in does (afterLogin with role 'user').
const signUp = (form: FormData) => register({ name: String(form.get('name')), email: String(form.get('email')), password: String(form.get('password')) });

/** Creates an account and signs it in. Passwords: 8 to 128 characters, common ones refused by the server. */
function RegisterForm() {
  return (
    <AuthForm label="Create an account" submitLabel="Create account" signIn={signUp}>
      <label htmlFor="register-name">Name</label>
      <input id="register-name" name="name" autoComplete="name" maxLength={100} />
      <label htmlFor="register-email">Email</label>
      <input id="register-email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="register-password">Password</label>
      <input id="register-password" name="password" type="password" autoComplete="new-password" minLength={8} maxLength={128} required aria-describedby="register-password-hint" />
      <p id="register-password-hint" className="auth-hint">At least 8 characters. A passphrase of a few words is easy to remember.</p>
    </AuthForm>
  );
}

export default memo(RegisterForm);

import { memo } from 'react';
import { login } from '#/stores/session-actions.ts';
import { AuthForm } from './auth-form.tsx';

const signIn = (form: FormData) => login(String(form.get('email')), String(form.get('password')));

/** Email and password sign-in. Where it goes next: src/lib/session-rules.ts (afterLogin). */
function LoginForm({ idPrefix = 'login' }: { idPrefix?: string }) {
  return (
    <AuthForm label="Sign in" submitLabel="Sign in" signIn={signIn}>
      <label htmlFor={`${idPrefix}-email`}>Email</label>
      <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="username" required />
      <label htmlFor={`${idPrefix}-password`}>Password</label>
      <input id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password" required />
    </AuthForm>
  );
}

export default memo(LoginForm);

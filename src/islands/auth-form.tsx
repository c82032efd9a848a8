import { useState, type FormEvent, type ReactNode } from 'react';
import { withBusy } from '#/stores/overlay.ts';
import { goAfterLogin, type LoginOutcome } from '#/stores/session-actions.ts';
import { useHydrated } from './use-hydrated.ts';

type Props = { label: string; submitLabel: string; signIn: (form: FormData) => Promise<LoginOutcome>; children: ReactNode };

/**
 * The shell of the sign-in and sign-up forms (LoginForm, RegisterForm): sends the fields behind the busy
 * overlay, moves on once signed in (src/lib/session-rules.ts, afterLogin), or shows the server's message.
 * The submit button waits for hydration, so a click before it never posts the form to the page itself.
 */
export function AuthForm({ label, submitLabel, signIn, children }: Props) {
  const hydrated = useHydrated();
  const [error, setError] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await withBusy(() => signIn(form));
    if (result.success) goAfterLogin(result.user);
    else setError(result.message);
  };
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} aria-label={label}>
      {children}
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-primary" type="submit" disabled={!hydrated}>
        {submitLabel}
      </button>
    </form>
  );
}

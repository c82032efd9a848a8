import { memo, type SubmitEvent } from 'react';
import type { Role } from '#/lib/access.ts';
import { adminAction } from '#/stores/admin.ts';

type Props = { userId: string; email: string; role: Role; roles: Role[] };

/** Changes a user's role; the server decides who may grant which role. */
function RoleSelect({ userId, email, role, roles }: Props) {
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('role') as Role;
    if (chosen !== role) void adminAction(`/api/admin/users/${userId}/role`, 'POST', { role: chosen }, `${email} is now ${chosen}.`);
  };
  return (
    <form className="admin-actions" onSubmit={onSubmit}>
      <select name="role" aria-label={`Role of ${email}`} defaultValue={role}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <button type="submit">Change role</button>
    </form>
  );
}

export default memo(RoleSelect);

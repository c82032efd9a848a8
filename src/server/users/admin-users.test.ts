import { describe, expect, it } from 'vitest';
import type { Role } from '#/lib/access.ts';
import { userActionRefusal, type UserAction } from './admin-users.ts';

const admin = { id: 'admin-1', email: 'a@x.test', role: 'admin' as const };
const superAdmin = { id: 'super-1', email: 's@x.test', role: 'super_admin' as const };
const ACTIONS: UserAction[] = ['change_role', 'disable', 'end_sessions'];
const target = (role: Role) => ({ id: `target-${role}`, role });

describe('the role hierarchy for admin actions on a user', () => {
  it('an admin may act on users and contributors, with every action', () => {
    for (const action of ACTIONS) for (const role of ['user', 'contributor'] as const) expect(userActionRefusal(admin, target(role), action, 'contributor'), `${action} ${role}`).toBeNull();
  });

  it('an admin may not act on an admin or a super_admin with any action, ending sessions included', () => {
    for (const action of ACTIONS) for (const role of ['admin', 'super_admin'] as const) expect(userActionRefusal(admin, target(role), action), `${action} ${role}`).toMatch(/Only a super admin/);
    expect(userActionRefusal(admin, target('super_admin'), 'end_sessions')).toBe('Only a super admin can end the sessions of an admin or super admin.');
  });

  it('an admin may not make anyone an admin; a super_admin may act on anyone but not change or disable themself', () => {
    expect(userActionRefusal(admin, target('user'), 'change_role', 'admin')).toMatch(/Only a super admin/);
    for (const action of ACTIONS) expect(userActionRefusal(superAdmin, target('super_admin'), action, 'admin')).toBeNull();
    expect(userActionRefusal(superAdmin, { id: superAdmin.id, role: 'super_admin' }, 'change_role', 'user')).toContain('your own role');
    expect(userActionRefusal(superAdmin, { id: superAdmin.id, role: 'super_admin' }, 'disable')).toContain('disable your own');
  });
});

import { ROLES } from './access.ts';
import { JOB_STATUSES } from './jobs/machine.ts';
import { STATUS_LABELS } from './jobs/timeline.ts';
import { optionsOf, type ListFilterSpec } from './list-filter.ts';

/**
 * The filters each admin list offers (shared by its page, its API route and the server query):
 * users by role and state, orders by status and date, jobs by status and date.
 */
const ROLE_LABELS: Record<string, string> = { user: 'Customer', contributor: 'Artist', admin: 'Admin', super_admin: 'Super admin' };
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const USER_LIST: ListFilterSpec = {
  choices: [
    { name: 'role', label: 'Role', options: optionsOf(ROLES, (r) => ROLE_LABELS[r] ?? r) },
    { name: 'state', label: 'State', options: optionsOf(['active', 'disabled'], capital) },
  ],
  dates: true,
};

export const ORDER_LIST: ListFilterSpec = {
  choices: [
    { name: 'status', label: 'Status', options: optionsOf(ORDER_STATUSES, capital) },
    { name: 'kind', label: 'Kind', options: [{ value: 'characters', label: 'Characters' }, { value: 'credits', label: 'Credit pack' }, { value: 'job', label: 'Custom job' }] },
  ],
  dates: true,
};

export const JOB_LIST: ListFilterSpec = {
  choices: [{ name: 'status', label: 'Status', options: optionsOf(JOB_STATUSES, (s) => STATUS_LABELS[s as keyof typeof STATUS_LABELS] ?? s) }],
  dates: true,
};

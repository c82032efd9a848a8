import { characterState } from './character-state.tsx';
import { jobUpdate } from './job-update.tsx';
import { notice } from './notice.tsx';
import { payoutDecision } from './payout-decision.tsx';
import { receipt } from './receipt.tsx';
import { recovery } from './recovery.tsx';
import { reviewDecision } from './review-decision.tsx';
import { welcome } from './welcome.tsx';

/**
 * Every email the store sends, by name. A template is a subject line and a React Email body;
 * add one here and `sendMail(to, name, data)` type-checks its data.
 */
export const TEMPLATES = { recovery, notice, receipt, jobUpdate, reviewDecision, payoutDecision, characterState, welcome };

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]['Body']>[0]['data'];

import { PLAN_INFO } from '#/lib/pricing.ts';

/** What a certificate names: one catalogue character, a character set, or a custom character. */
export type CertificateKind = 'character' | 'set' | 'custom';
export type Plan = 'standard' | 'extended';

/** The licence's name as printed ("Standard", "Extended, exclusive"). */
export function licenceName(kind: CertificateKind, plan: Plan): string {
  return kind === 'custom' ? `${PLAN_INFO.extended.label}, exclusive` : PLAN_INFO[plan].label;
}

/**
 * The words of a certificate, the same on the web page, the PDF and the public verification page:
 * the licence granted, what is licensed and what the licence allows (its summary and its scope).
 */
export function licenceTerms(kind: CertificateKind, plan: Plan): { grant: string; what: string; summary: string; scope: string } {
  if (kind === 'custom') {
    return {
      grant: `an exclusive ${PLAN_INFO.extended.label} licence`,
      what: 'custom character',
      summary: PLAN_INFO.extended.summary,
      scope: 'The licence is perpetual, worldwide and exclusive: the character is never sold in the catalogue or to anyone else, and the licensee may use it as a brand mascot and register it as a trademark.',
    };
  }
  return {
    grant: `${plan === 'extended' ? 'an' : 'a'} ${PLAN_INFO[plan].label} licence`,
    what: kind === 'set' ? 'character set' : 'character',
    summary: PLAN_INFO[plan].summary,
    scope: 'A licence is per character (or per set) and per buyer, perpetual, worldwide and non-exclusive. Reselling or sharing the source files themselves and registering the character as a trademark are not allowed.',
  };
}

/** The public address that confirms a certificate: anyone holding it may check the licence. */
export function verificationPath(token: string): string {
  return `/licences/verify/${token}`;
}

/** A client or project name as the buyer typed it: trimmed, inner runs of spaces made one, empty means none. */
export const PROJECT_NAME_MAX = 120;
export function cleanProjectName(value: string): string | null {
  const name = value.replace(/\s+/g, ' ').trim();
  return name ? name.slice(0, PROJECT_NAME_MAX) : null;
}

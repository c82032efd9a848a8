import { verificationPath } from '#/lib/licences/terms.ts';
import { config } from '#/server/config/config.ts';
import type { Database } from '#/server/db/open.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { heldCertificate } from './certificates.ts';

/** GET /account/licences/{id}/certificate.pdf: the holder's own licence, rendered with its public verification address. */
export async function certificateFile(db: Database, userId: string, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const certificate = await heldCertificate(db, userId, id);
  const slug = certificate.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'character';
  const bytes = await certificatePdf(certificate, new URL(verificationPath(certificate.token), config.siteUrl).href);
  return { fileName: `toonmart-licence-${slug}.pdf`, bytes };
}

import type { JobFileKind } from '#/server/db/schema/jobs.ts';
import type { ReceivedFile, UploadSpec } from '#/server/uploads/receive.ts';
import { ruleFor, type UploadKind } from '#/server/uploads/rules.ts';

/**
 * Job files go through the shared upload pipeline (src/server/uploads, ADR 0020):
 * streamed to a temp file, checked by content, stored under a server key and
 * recorded in stored_files. This module only maps the job's file kinds to its rules.
 */
export const JOB_UPLOAD_KINDS: Record<JobFileKind, UploadKind> = {
  reference: 'job-reference',
  correction: 'job-correction',
  delivery: 'job-work',
};

/** Limits shown in the forms (references and correction files 10 MB, work 100 MB). */
export const REFERENCE_MAX_BYTES = ruleFor('job-reference').maxBytes;
export const WORK_MAX_BYTES = ruleFor('job-work').maxBytes;
export const MAX_FILES_PER_UPLOAD = 10;

/** The form field carrying a job's files, and the rule its files follow. */
export function jobUploadSpec(field: string, kind: JobFileKind): UploadSpec {
  return { [field]: { kind: JOB_UPLOAD_KINDS[kind], max: MAX_FILES_PER_UPLOAD } };
}

export type StoredJobFile = { storageKey: string; fileName: string; contentType: string; size: number };

function cleanName(name: string): string {
  const printable = Array.from(name, (c) => (c.charCodeAt(0) < 32 || '\\/"'.includes(c) ? '_' : c)).join('');
  return printable.slice(-120) || 'file';
}

/** The rows a job keeps for files the pipeline received. */
export function toJobFiles(files: ReceivedFile[] | undefined): StoredJobFile[] {
  return (files ?? []).map((file) => ({ storageKey: file.key, fileName: cleanName(file.name), contentType: file.contentType, size: file.size }));
}

import { AppError } from '../errors.ts';
import { MAX_FILES_PER_UPLOAD } from './files.ts';

/**
 * Reads a multipart form with files. A body declared larger than the whole
 * allowance is refused before it is read; each file's own limit is checked later.
 */
export async function readUploadForm(request: Request, maxFileBytes: number): Promise<{ fields: Record<string, string>; files: File[] }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxFileBytes * MAX_FILES_PER_UPLOAD + 1_000_000) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'The form could not be read. Try again.');
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.size > 0 || value.name) files.push(value);
  }
  // A browser sends an empty file part when nothing was picked.
  return { fields, files: files.filter((f) => f.size > 0 || f.name !== '') };
}

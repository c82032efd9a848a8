import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { TutorialLevel } from '#/lib/tutorial-body.ts';
import { $tutorialForm, checkChosenCaptions, progressText, submitTutorialForm } from '#/stores/tutorial-form.ts';
import type { AdminField } from './AdminForm.tsx';
import { useSlugFromTitle } from './use-slug-from-title.ts';
import TutorialPreview, { type PreviewValues } from './TutorialPreview.tsx';

/** The files already saved with the tutorial (editing), shown in the preview until new ones are chosen. */
type Current = { videoUrl?: string; posterUrl?: string; captionsUrl?: string };
/** `except`: the tutorial being edited, whose own slug is not "taken". */
type Props = { action: string; next: string; submitLabel: string; done: string; fields: AdminField[]; current?: Current; except?: string };
type Note = { text: string; bad: boolean } | null;

function Field({ field, error, note }: { field: AdminField; error?: string; note?: Note }) {
  const id = `f-${field.name}`;
  const described = [field.hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  const control =
    field.type === 'textarea' ? <textarea {...common} rows={field.name === 'body' ? 16 : 3} defaultValue={String(field.value ?? '')} />
    : field.type === 'select' ? <select {...common} defaultValue={String(field.value ?? '')}>{field.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</select>
    : field.type === 'checkbox' ? <input {...common} type="checkbox" defaultChecked={Boolean(field.value)} />
    : field.type === 'file' ? <input {...common} type="file" accept={field.accept} required={field.required} />
    : <input {...common} type={field.type} defaultValue={field.value === undefined ? '' : String(field.value)} required={field.required} />;
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {control}
      {field.hint && <span className="hint" id={`${id}-hint`}>{field.hint}</span>}
      {note && <span className={note.bad ? 'field-error' : 'field-ok'} id={`${id}-note`} aria-live="polite">{note.text}</span>}
      {error && <span className="field-error" id={`${id}-error`}>{error}</span>}
    </div>
  );
}

/** A chosen file as a temporary address for the preview, or the saved one. */
function fileUrl(data: FormData, name: string, saved: string | undefined, made: string[]): string | undefined {
  const file = data.get(name);
  if (!(file instanceof File) || file.size === 0) return saved;
  const url = URL.createObjectURL(file);
  made.push(url);
  return url;
}

/** The tutorial editor: the fields, a preview of the page before publishing, and an upload with a progress bar. */
function TutorialForm({ action, next, submitLabel, done, fields, current = {}, except }: Props) {
  const state = useStore($tutorialForm);
  const formRef = useRef<HTMLFormElement>(null);
  const slug = useSlugFromTitle(formRef, fields, { kind: 'tutorial', except });
  const onInput = (event: { target: EventTarget }) => {
    slug.onInput(event.target);
    if (event.target instanceof HTMLInputElement && event.target.name === 'captions') void checkChosenCaptions(event.target);
  };
  const urls = useRef<string[]>([]);
  const [preview, setPreview] = useState<PreviewValues | null>(null);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const showPreview = () => {
    const data = new FormData(formRef.current!);
    urls.current.forEach((u) => URL.revokeObjectURL(u));
    urls.current = [];
    const text = (name: string) => String(data.get(name) ?? '');
    setPreview({
      title: text('title'), summary: text('summary'), body: text('body'), level: (text('level') || 'beginner') as TutorialLevel,
      videoUrl: fileUrl(data, 'video', current.videoUrl, urls.current), posterUrl: fileUrl(data, 'thumbnail', current.posterUrl, urls.current), captionsUrl: fileUrl(data, 'captions', current.captionsUrl, urls.current),
    });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitTutorialForm(event.currentTarget, action, next, done);
  };
  const uploading = state.progress !== null;
  return (
    <>
      <form ref={formRef} className="admin-form" onSubmit={onSubmit} onInput={onInput} onChange={onInput} noValidate>
        {fields.map((field) => <Field key={field.name} field={field} error={state.errors[field.name]} note={field.name === 'slug' ? slug.note : null} />)}
        {state.message && <p role="alert">{state.message}</p>}
        {state.progress && (
          <div className="upload-progress" role="status">
            <progress max={state.progress.total || 1} value={state.progress.loaded} aria-label="Upload progress" />
            <span>{progressText(state.progress)}</span>
          </div>
        )}
        <div className="form-actions">
          <button type="button" className="btn" onClick={showPreview} disabled={uploading}>Preview</button>
          <button type="submit" className="btn btn-primary" disabled={uploading}>{submitLabel}</button>
        </div>
      </form>
      {preview && <TutorialPreview values={preview} />}
    </>
  );
}

export default memo(TutorialForm);

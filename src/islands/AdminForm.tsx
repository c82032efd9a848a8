import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { earningsNote, type EarningsBasis } from '#/lib/royalty.ts';
import type { AdminSchemaName } from '#/lib/admin-schemas.ts';
import type { ClientUploadRule } from '#/lib/upload-check.ts';
import { $adminForms, cancelConfirm, EMPTY_FORM, markDirty, revalidateAdminForm, setFieldError, submitAdminForm } from '#/stores/admin.ts';
import AdminFileField from './AdminFileField.tsx';
import { useSlugFromTitle, type SlugCheck } from './use-slug-from-title.ts';

/** One admin form field; files are checked in the browser (type, size, shape) and again on the server by content. */
export type AdminField = {
  name: string;
  label: string;
  type: 'hidden' | 'text' | 'textarea' | 'url' | 'number' | 'checkbox' | 'file' | 'select' | 'email' | 'checkboxes';
  options?: { value: string; label: string }[];
  value?: string | number | boolean | string[];
  hint?: string;
  accept?: string;
  required?: boolean;
  step?: string;
  /** A heading shown above this field: the start of a group. */
  section?: string;
  /** For file fields: the server's limits, checked as soon as a file is chosen. */
  rule?: ClientUploadRule;
};

/** `earnings`: beside the price fields, what one sale earns the artist at the prices being typed (the ledger's arithmetic). */
type Props = { schema: AdminSchemaName; action: string; next: string; submitLabel: string; done: string; fields: AdminField[]; json?: boolean; slugCheck?: SlugCheck; earnings?: EarningsBasis };

const PRICE_FIELDS = { priceStandard: 'standard', priceExtended: 'extended' } as const;
const priceValues = (fields: AdminField[]) => Object.fromEntries(fields.filter((f) => ['priceType', 'priceStandard', 'priceExtended', 'discountPercent'].includes(f.name)).map((f) => [f.name, f.value === undefined ? '' : String(f.value)]));

/** `form`: the form's schema name, in each field's id: two forms on one page (an order's refund and licence forms) both have a `reason`. */
type FieldProps = { field: AdminField; form: string; error?: string; note?: { text: string; bad: boolean } | null; action: string; progress: number | null };

function Field({ field, form, error, note, action, progress }: FieldProps) {
  const id = `f-${form}-${field.name}`;
  const described = [field.hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={String(field.value ?? '')} />;
  const hint = field.hint && <span className="hint" id={`${id}-hint`}>{field.hint}</span>;
  const problem = error && <span className="field-error" id={`${id}-error`}>{error}</span>;
  if (field.type === 'checkbox') {
    return (
      <div className="field">
        <label className="choice"><input {...common} type="checkbox" defaultChecked={Boolean(field.value)} /> {field.label}</label>
        {hint}
        {problem}
      </div>
    );
  }
  if (field.type === 'checkboxes') {
    const chosen = Array.isArray(field.value) ? field.value : [];
    return (
      <fieldset className="field field-choices" aria-describedby={described}>
        <legend>{field.label}</legend>
        {field.options?.map((o) => (
          <label className="choice" key={o.value}><input type="checkbox" name={field.name} value={o.value} defaultChecked={chosen.includes(o.value)} /> {o.label}</label>
        ))}
        {hint}
        {problem}
      </fieldset>
    );
  }
  if (field.type === 'file') {
    return (
      <div className="field">
        <AdminFileField id={id} name={field.name} label={field.label} accept={field.accept} required={field.required} rule={field.rule} describedBy={described} invalid={Boolean(error)} progress={progress} onProblem={(m) => setFieldError(action, field.name, m)} />
        {hint}
        {problem}
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}{field.required && <span className="required" aria-hidden="true"> *</span>}</label>
      {field.type === 'textarea' ? (
        <textarea {...common} defaultValue={String(field.value ?? '')} />
      ) : field.type === 'select' ? (
        <select {...common} defaultValue={String(field.value ?? '')}>
          {field.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      ) : (
        <input {...common} type={field.type} step={field.step} defaultValue={field.value === undefined ? '' : String(field.value)} required={field.required} />
      )}
      {hint}
      {note && <span className={note.bad ? 'field-error' : 'field-ok'} id={`${id}-note`} aria-live="polite">{note.text}</span>}
      {problem}
    </div>
  );
}

function AdminForm({ schema, action, next, submitLabel, done, fields, json = false, slugCheck, earnings }: Props) {
  const [prices, setPrices] = useState<Record<string, string>>(() => priceValues(fields));
  const state = useStore($adminForms)[action] ?? EMPTY_FORM;
  const form = useRef<HTMLFormElement>(null);
  const multi = fields.filter((f) => f.type === 'checkboxes').map((f) => f.name);
  const slug = useSlugFromTitle(form, fields, slugCheck);
  // Each refused submit puts the cursor in the first field that needs fixing.
  useEffect(() => {
    if (state.attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.attempt]);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitAdminForm(event.currentTarget, schema, action, next, done, json, multi);
  };
  const earningOf = (name: keyof typeof PRICE_FIELDS) => {
    const text = earnings ? earningsNote(prices, PRICE_FIELDS[name], earnings) : null;
    return text ? { text, bad: false } : null;
  };
  const onConfirm = () => {
    if (form.current) void submitAdminForm(form.current, schema, action, next, done, json, multi, true);
  };
  const onInput = (event: { target: EventTarget }) => {
    markDirty(action);
    slug.onInput(event.target);
    if (form.current) revalidateAdminForm(form.current, schema, action, multi);
    if (earnings && form.current) setPrices(Object.fromEntries([...new FormData(form.current).entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>);
  };
  return (
    <form ref={form} className="admin-form" onSubmit={onSubmit} onInput={onInput} onChange={onInput} noValidate>
      {fields.map((field) => (
        <div key={field.name} className="field-wrap">
          {field.section && <h2 className="form-section">{field.section}</h2>}
          <Field field={field} form={schema} error={state.errors[field.name]} note={field.name === 'slug' ? slug.note : earnings && field.name in PRICE_FIELDS ? earningOf(field.name as keyof typeof PRICE_FIELDS) : null} action={action} progress={state.progress} />
        </div>
      ))}
      {state.message && <p role="alert" className="form-message">{state.message}</p>}
      {state.confirm ? (
        <section className="form-confirm" aria-labelledby={`${schema}-confirm`}>
          <h2 id={`${schema}-confirm`} className="form-section">Confirm this change</h2>
          <ul>{state.confirm.map((text) => <li key={text}>{text}</li>)}</ul>
          <span className="admin-actions">
            <button type="button" className="btn btn-primary" disabled={state.sending} onClick={onConfirm}>Confirm and save</button>
            <button type="button" className="btn" onClick={() => cancelConfirm(action)}>Cancel</button>
          </span>
        </section>
      ) : (
        <button type="submit" className="btn btn-primary" disabled={state.sending}>{state.sending ? 'Saving…' : submitLabel}</button>
      )}
    </form>
  );
}

export default memo(AdminForm);

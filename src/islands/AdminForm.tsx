import { useStore } from '@nanostores/react';
import { memo, type SubmitEvent } from 'react';
import type { AdminSchemaName } from '../lib/admin-schemas.ts';
import { $adminForms, submitAdminForm } from '../stores/admin.ts';

/** One admin form field; files are checked again on the server by content. */
export type AdminField = {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'url' | 'number' | 'checkbox' | 'file' | 'select' | 'email' | 'checkboxes';
  options?: { value: string; label: string }[];
  value?: string | number | boolean | string[];
  hint?: string;
  accept?: string;
  required?: boolean;
  step?: string;
};

type Props = { schema: AdminSchemaName; action: string; next: string; submitLabel: string; done: string; fields: AdminField[]; json?: boolean };

function Field({ field, error }: { field: AdminField; error?: string }) {
  const id = `f-${field.name}`;
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  if (field.type === 'checkboxes') {
    const chosen = Array.isArray(field.value) ? field.value : [];
    return (
      <fieldset className="field" aria-describedby={described}>
        <legend>{field.label}</legend>
        {field.options?.map((o) => (
          <label key={o.value}>
            <input type="checkbox" name={field.name} value={o.value} defaultChecked={chosen.includes(o.value)} /> {o.label}
          </label>
        ))}
        {field.hint && <span className="hint" id={`${id}-hint`}>{field.hint}</span>}
        {error && <span className="field-error" id={`${id}-error`}>{error}</span>}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {field.type === 'textarea' ? (
        <textarea {...common} defaultValue={String(field.value ?? '')} />
      ) : field.type === 'select' ? (
        <select {...common} defaultValue={String(field.value ?? '')}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.type === 'checkbox' ? (
        <input {...common} type="checkbox" defaultChecked={Boolean(field.value)} />
      ) : field.type === 'file' ? (
        <input {...common} type="file" accept={field.accept} required={field.required} />
      ) : (
        <input {...common} type={field.type} step={field.step} defaultValue={field.value === undefined ? '' : String(field.value)} required={field.required} />
      )}
      {field.hint && <span className="hint" id={`${id}-hint`}>{field.hint}</span>}
      {error && <span className="field-error" id={`${id}-error`}>{error}</span>}
    </div>
  );
}

function AdminForm({ schema, action, next, submitLabel, done, fields, json = false }: Props) {
  const state = useStore($adminForms)[action] ?? { errors: {}, message: '' };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const multi = fields.filter((f) => f.type === 'checkboxes').map((f) => f.name);
    void submitAdminForm(event.currentTarget, schema, action, next, done, json, multi);
  };
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      {fields.map((field) => (
        <Field key={field.name} field={field} error={state.errors[field.name]} />
      ))}
      {state.message && <p role="alert">{state.message}</p>}
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

export default memo(AdminForm);

import { PUBLIC_API_BASE } from 'astro:env/client';
import type { Endpoint, FieldIssue, RequestOf, ResponseOf } from './contract.ts';

/**
 * The one way the browser calls the store: JSON in and out, cookies sent, every failure (an
 * error answer, the spec's `{ success: false, message }`, a network failure) turned into the
 * same `ApiFailure`, so islands and stores never read a Response themselves.
 */
export type ApiFailure = { ok: false; status: number; code: string; message: string; fields: Record<string, string>; details?: unknown };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

type CallOptions<E extends Endpoint> = {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
} & (RequestOf<E> extends undefined ? { body?: undefined; form?: FormData } : { body: RequestOf<E>; form?: undefined } | { body?: undefined; form: FormData });

export const NETWORK_MESSAGE = 'The store could not be reached. Check your connection and try again.';

export function urlOf(
  endpoint: Pick<Endpoint, 'path' | 'base'>,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
  apiBase: string = PUBLIC_API_BASE,
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const base = endpoint.base === 'site' ? '' : apiBase.replace(/\/+$/, '');
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined).map(([k, v]) => [k, String(v)]));
  return `${base}${path}${search.size ? `?${search}` : ''}`;
}

function fieldsOf(details: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (Array.isArray(details)) for (const d of details as FieldIssue[]) if (d?.path && d.message) fields[d.path] ??= d.message;
  return fields;
}

export function failureOf(status: number, body: unknown): ApiFailure {
  const data = (body ?? {}) as { error?: { code?: string; message?: string; details?: unknown }; message?: string };
  const message = data.error?.message ?? data.message ?? `The store answered ${status}. Try again in a moment.`;
  return { ok: false, status, code: data.error?.code ?? 'HTTP_' + status, message, fields: fieldsOf(data.error?.details), details: data.error?.details };
}

export async function api<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {} as CallOptions<E>): Promise<ApiResult<ResponseOf<E>>> {
  const { params, query, ...rest } = options as { params?: Record<string, string>; query?: Record<string, string>; signal?: AbortSignal; body?: unknown; form?: FormData };
  return send<ResponseOf<E>>(endpoint.method, urlOf(endpoint, params, query), rest);
}

/**
 * A call to a URL the page holds rather than a named endpoint: the admin and job forms post
 * to their own `action`. Same JSON, cookies and failure shape as `api()`.
 */
export async function send<T = unknown>(method: Endpoint['method'], url: string, options: { body?: unknown; form?: FormData; signal?: AbortSignal } = {}): Promise<ApiResult<T>> {
  const { signal, body, form } = options;
  const init: RequestInit = { method, credentials: 'include', signal, headers: { accept: 'application/json' } };
  if (form) init.body = form;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return { ok: false, status: 0, code: 'NETWORK', message: NETWORK_MESSAGE, fields: {} };
  }
  const data: unknown = await response.json().catch(() => undefined);
  const specFailure = (data as { success?: boolean } | undefined)?.success === false;
  if (!response.ok || specFailure) return failureOf(response.status, data);
  return { ok: true, status: response.status, data: data as T };
}

/** Bytes sent so far and in all (the whole multipart body; `total` is 0 while the size is unknown). */
export type UploadProgress = { loaded: number; total: number };

/** The share sent, 0–1 (0 while the size is unknown). */
export const uploadedFraction = ({ loaded, total }: UploadProgress): number => (total > 0 ? loaded / total : 0);

/**
 * A multipart upload that reports progress as the body goes out: fetch cannot report upload
 * progress, XMLHttpRequest can. Same cookies, JSON answer and failure shape as `send()`.
 */
export function upload<T = unknown>(method: 'POST' | 'PUT', url: string, form: FormData, onProgress: (progress: UploadProgress) => void): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      const specFailure = (data as { success?: boolean } | undefined)?.success === false;
      if (xhr.status < 200 || xhr.status >= 300 || specFailure) resolve(failureOf(xhr.status, data));
      else resolve({ ok: true, status: xhr.status, data: data as T });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, code: 'NETWORK', message: NETWORK_MESSAGE, fields: {} });
    xhr.send(form);
  });
}

import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BODY_BYTES, refuseBody, SMALL_BODY_BYTES } from './body-limit.ts';

const post = (over: Partial<Parameters<typeof refuseBody>[0]> = {}) =>
  refuseBody({ method: 'POST', contentType: 'application/json', contentLength: '100', contentEncoding: null, signedIn: false, ...over });

describe('request body limits, decided before reading', () => {
  it('lets small JSON bodies and bodyless reads through', () => {
    expect(post()).toBeNull();
    expect(post({ contentLength: String(SMALL_BODY_BYTES) })).toBeNull();
    expect(post({ method: 'GET', contentLength: '999999999' })).toBeNull();
  });

  it('refuses a 100 MB JSON body (signed in or not) with 413', () => {
    expect(post({ contentLength: String(100 * 1024 * 1024) })).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(post({ contentLength: String(SMALL_BODY_BYTES + 1), signedIn: true })?.status).toBe(413);
    expect(post({ contentLength: 'not-a-number' })?.status).toBe(413);
  });

  it('gives upload sizes only to signed-in multipart forms', () => {
    const upload = { contentType: 'multipart/form-data; boundary=x', contentLength: String(50 * 1024 * 1024) };
    expect(post({ ...upload, signedIn: true })).toBeNull();
    expect(post({ ...upload, signedIn: false })?.status).toBe(413);
    expect(post({ ...upload, signedIn: true, contentLength: String(MAX_UPLOAD_BODY_BYTES + 1) })?.status).toBe(413);
  });

  it('refuses compressed request bodies with 415', () => {
    expect(post({ contentEncoding: 'gzip' })).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(post({ contentEncoding: 'identity' })).toBeNull();
  });
});

import { ApiError } from './api-error';
import { SopVersionIdParams } from '../processes/sops.contract';
import { apiFetch, apiVoid, setApiBaseUrl } from './http';
import { queryClient } from './query-client';

describe('apiVoid', () => {
  beforeAll(() => setApiBaseUrl('http://localhost'));
  afterEach(() => jest.restoreAllMocks());

  it('reads the ignored answer to its end (an unread fetch body keeps the page from getting network-idle)', async () => {
    const response = new Response(JSON.stringify({ userId: 'u1' }), { status: 200 });
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    await apiVoid('/qms-api/users/sync');
    expect(response.bodyUsed).toBe(true);
  });
});

describe('apiFetch with a body limit', () => {
  const limit = { maxBytes: 10, message: 'The request body is too large.' };
  beforeAll(() => setApiBaseUrl('http://localhost'));
  afterEach(() => jest.restoreAllMocks());

  it('refuses a body over the limit in UTF-8 bytes as the server would (413, its message), without sending it', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    // six characters, twelve bytes: the server counts bytes
    const refused = apiFetch('/qms-api/x', { method: 'PUT', body: 'ääääää', bodyLimit: limit });
    await expect(refused).rejects.toMatchObject({ status: 413, errorMessage: limit.message });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('judges a JSON body as serialised, and sends a body at the limit', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    // {"a":"12"} is exactly ten bytes
    await apiFetch('/qms-api/x', { method: 'POST', body: { a: '12' }, bodyLimit: limit });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(
      apiFetch('/qms-api/x', { method: 'POST', body: { a: '123' }, bodyLimit: limit }),
    ).rejects.toMatchObject({ status: 413 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('apiFetch with path parameters', () => {
  beforeAll(() => setApiBaseUrl('http://localhost'));
  afterEach(() => jest.restoreAllMocks());

  it("refuses an id the route's schema refuses (a mistyped link) as the server would, without sending it", async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const refused = apiFetch('/qms-api/sops/sop-artifact-uuid/versions/abc', {
      params: { schema: SopVersionIdParams, values: { versionId: 'abc' } },
    });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      errorMessage: 'Process version id must be a UUID',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a request whose parameters pass', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const versionId = '0b6f3c1e-7c2b-40f8-8ff8-5c0676c8698a';
    await apiFetch(`/qms-api/sops/sop-artifact-uuid/versions/${versionId}`, {
      params: { schema: SopVersionIdParams, values: { versionId } },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the query client', () => {
  const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it('tries a failed read once more, but not one the server refused (4xx), except a timeout or rate limit', () => {
    expect(retry(0, new ApiError(503, undefined, '/x'))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new ApiError(503, undefined, '/x'))).toBe(false);
    expect(retry(0, new ApiError(400, 'Process version id must be a UUID', '/x'))).toBe(false);
    expect(retry(0, new ApiError(404, undefined, '/x'))).toBe(false);
    expect(retry(0, new ApiError(429, undefined, '/x'))).toBe(true);
  });
});

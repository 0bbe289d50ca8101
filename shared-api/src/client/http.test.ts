import { ApiError } from './api-error';
import { apiFetch, apiVoid, setApiBaseUrl } from './http';

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

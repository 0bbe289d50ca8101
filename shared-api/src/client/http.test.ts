import { apiVoid, setApiBaseUrl } from './http';

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

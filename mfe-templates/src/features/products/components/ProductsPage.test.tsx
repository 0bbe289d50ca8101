import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PRODUCT_MESSAGES, productInUseMessage } from '@qms/shared-api';
import { renderWithProviders, serveJson, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ProductsPage } from './ProductsPage';

const { server, snackbar } = setupScreenTest();
// user-event scenarios on a shared, busy machine: generous, so a slow run does not fail
jest.setTimeout(90_000);

const pump = { productId: '00000000-0000-4000-8000-0000000000p1', name: 'Infusion Pump', dbVersion: 2 };

beforeEach(() => server.use(serveJson('/qms-api/products', [pump])));

describe('ProductsPage', () => {
  it('lists the products; a viewer gets no admin actions', async () => {
    renderWithProviders(<ProductsPage />, { session: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Infusion Pump')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename product/ })).not.toBeInTheDocument();
  });

  it('renames with the dbVersion read', async () => {
    let body: unknown;
    server.use(
      http.put('*/qms-api/products/:id', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...pump, name: 'Pump', dbVersion: 3 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Rename product Infusion Pump' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Product' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Pump');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toEqual({ name: 'Pump', dbVersion: 2 }));
  });

  it('reports a refused removal with the processes named by the server', async () => {
    const message = productInUseMessage('Infusion Pump', ['Design Control']);
    server.use(
      http.delete('*/qms-api/products/:id', () =>
        HttpResponse.json({ errorMessage: message }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { session: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete product Infusion Pump' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(snackbar.errors()).toEqual([PRODUCT_MESSAGES.delete]));
    expect(snackbar.messages.find((m) => m.kind === 'error')?.detail).toBe(message);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ApiError, RELEASE_COMMENT_MAX } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '../test-utils';
import { formatDate, formatSignedAt } from './format-signed-at';
import { SignatureDialog, type SignatureDialogProps } from './SignatureDialog';

const { server } = setupScreenTest();

function renderDialog(over: Partial<SignatureDialogProps> = {}) {
  const onSign = jest.fn<Promise<unknown>, [unknown]>(() => Promise.resolve());
  const onCancel = jest.fn();
  renderWithProviders(
    <SignatureDialog
      opened
      signerName="Anna Admin"
      meaning="Approved"
      record="Supplier Audit, V1"
      onSign={onSign}
      onCancel={onCancel}
      {...over}
    />,
  );
  return { onSign: (over.onSign as jest.Mock | undefined) ?? onSign, onCancel };
}

describe('SignatureDialog', () => {
  it('shows the signer, the meaning and the record', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Sign: Approved' })).toBeInTheDocument();
    expect(screen.getByText('Anna Admin')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Supplier Audit, V1')).toBeInTheDocument();
    // the comment takes no more than the server accepts (the signed actions' comment limit)
    expect(screen.getByLabelText('Comment')).toHaveAttribute('maxlength', String(RELEASE_COMMENT_MAX));
  });

  it('signs with the password and the comment, by keyboard alone', async () => {
    const user = userEvent.setup();
    const { onSign } = renderDialog();
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    // a later signature of the session: the password alone
    await waitFor(() => expect(screen.queryByLabelText('Checking what the signature needs')).toBeNull());
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    await user.type(screen.getByLabelText('Comment'), ' looks good ');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');
    await waitFor(() =>
      expect(onSign).toHaveBeenCalledWith({ password: 'secret-password', comment: 'looks good' }),
    );
  });

  it('asks for the e-mail too on the first signature of a session, and sends it', async () => {
    server.use(http.get('*/qms-api/signatures/session', () => HttpResponse.json({ emailRequired: true })));
    const user = userEvent.setup();
    const { onSign } = renderDialog();
    const email = await screen.findByLabelText(/^E-mail/);
    expect(screen.getByText(/first signature in this session/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await user.type(email, ' anna@acme.example {Enter}');
    await waitFor(() =>
      expect(onSign).toHaveBeenCalledWith({
        password: 'secret-password',
        email: 'anna@acme.example',
        comment: '',
      }),
    );
  });

  it("never shows an earlier opening's answer: the e-mail field waits for this opening's", async () => {
    let emailRequired = true;
    server.use(http.get('*/qms-api/signatures/session', () => HttpResponse.json({ emailRequired })));
    const props: Omit<SignatureDialogProps, 'opened'> = {
      signerName: 'Anna Admin',
      meaning: 'Released',
      record: 'Supplier Audit, V1',
      onSign: () => Promise.resolve(),
      onCancel: () => {},
    };
    // the dialog stays mounted while closed (as on a page), so the first opening's answer stays cached
    const { rerender } = renderWithProviders(<SignatureDialog opened {...props} />);
    await screen.findByLabelText(/^E-mail/);
    rerender(<SignatureDialog opened={false} {...props} />);
    emailRequired = false;
    rerender(<SignatureDialog opened {...props} />);
    // the cached "e-mail required" is not shown while the session is asked again
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    expect(screen.getByRole('status', { name: 'Checking what the signature needs' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Checking what the signature needs')).toBeNull());
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
  });

  it('needs a comment when the meaning requires one (decline)', async () => {
    const user = userEvent.setup();
    renderDialog({ meaning: 'Declined', comment: 'required' });
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Comment/), 'Step 3 is wrong');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
  });

  it('keeps the dialog open with the server message when the password is wrong', async () => {
    const user = userEvent.setup();
    const onSign = jest.fn(() =>
      Promise.reject(new ApiError(403, 'The password is not correct.', '/qms-api/x')),
    );
    const { onCancel } = renderDialog({ onSign });
    await user.type(screen.getByLabelText('Comment'), 'ok');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(screen.getByRole('dialog', { name: 'Sign: Approved' })).toBeInTheDocument();
    // the password is asked again, the comment is kept
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText('Comment')).toHaveValue('ok');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Escape', async () => {
    const user = userEvent.setup();
    const { onCancel, onSign } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onSign).not.toHaveBeenCalled();
  });
});

describe('signature times', () => {
  it('shows date, time and time zone', () => {
    expect(formatSignedAt('2026-11-23T15:04:05.000Z', 'UTC')).toBe('23.11.2026 15:04:05 UTC');
    expect(formatSignedAt('2026-07-01T10:00:00.000Z', 'Europe/Berlin')).toBe('01.07.2026 12:00:00 CEST');
    expect(formatDate('2026-11-23T23:30:00.000Z', 'UTC')).toBe('23.11.2026');
  });
});

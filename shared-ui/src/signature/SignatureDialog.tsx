import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorDetail, RELEASE_COMMENT_MAX, useSignatureSession } from '@qms/shared-api';

/** The meanings a signature of the suite carries (21 CFR Part 11 §11.50(a)(3)). */
export type SignatureMeaningLabel =
  | 'Approved'
  | 'Declined'
  | 'Released'
  | 'Made obsolete'
  | 'Read and understood'
  | 'Reviewed, no change needed';

/** What the signer entered: the password is sent once with the signed action and never kept. */
export interface SignatureInput {
  password: string;
  /** the signer's e-mail (user id): asked on the first signature of a session only (§11.200(a)(1)(i)) */
  email?: string;
  comment: string;
}

export interface SignatureDialogProps {
  opened: boolean;
  /** the signer's full name (the signed-in user) */
  signerName: string;
  meaning: SignatureMeaningLabel;
  /** the signed record, e.g. 'Supplier Audit, V2' */
  record: string;
  /** 'required': the sign button stays disabled until a comment is entered (decline) */
  comment?: 'none' | 'optional' | 'required';
  /** the signed action; a rejection keeps the dialog open with the server's message */
  onSign: (input: SignatureInput) => Promise<unknown>;
  onCancel: () => void;
  /** what the signed action decides besides the signature, shown above the statement (who a release trains) */
  children?: ReactNode;
}

const SIGNATURE_PASSWORD_LABEL = 'Password';
const SIGNATURE_EMAIL_LABEL = 'E-mail';
const SIGNATURE_EMAIL_HINT = 'Your first signature in this session: enter your e-mail address and password.';
const SIGNATURE_STATEMENT =
  'By entering your password you sign this record electronically. Your signature is legally binding, like a handwritten one.';

/**
 * The electronic-signature dialog shared by the suite: shows who signs, what the signature means and which record it
 * applies to, and asks for the password again. While the action runs nothing can be changed; a refused password (or
 * any other refusal) shows the server's message here and keeps the dialog open, with the comment kept.
 */
export function SignatureDialog({
  opened,
  signerName,
  meaning,
  record,
  comment = 'optional',
  onSign,
  onCancel,
  children,
}: SignatureDialogProps): JSX.Element {
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  // asked afresh at each opening: the first signature of a session needs the e-mail too
  const session = useSignatureSession(opened);
  // pending from the first render of an opening (no answer yet), unlike isLoading, which is false for the tick before
  // the fetch starts: the form must never look complete before the server said which fields it needs. Fetching too:
  // another dialog of the page may still hold an earlier opening's answer, which the new question may overturn
  const checking = opened && (session.isPending || session.isFetching) && !session.isError;
  const askEmail = !checking && (session.data?.emailRequired ?? false);
  const [error, setError] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const statementId = useId();
  // every opening starts empty: a password must never survive a closed dialog
  useEffect(() => {
    if (!opened) return;
    setPassword('');
    setEmail('');
    setText('');
    setError(null);
    setSigning(false);
  }, [opened]);

  const commentMissing = comment === 'required' && text.trim() === '';
  const emailMissing = askEmail && email.trim() === '';
  // until the session answers, nobody knows which fields the signature needs
  const canSign = password !== '' && !emailMissing && !commentMissing && !signing && !checking;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSign) return;
    setSigning(true);
    setError(null);
    try {
      await onSign({ password, comment: text.trim(), ...(askEmail ? { email: email.trim() } : {}) });
    } catch (e) {
      setError(errorDetail(e));
      setPassword('');
    } finally {
      setSigning(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !signing && onCancel()}
      title={`Sign: ${meaning}`}
      centered
      closeOnClickOutside={false}
      returnFocus
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={statementId}>
        <Stack gap="sm">
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px' }}>
            <Text component="dt" size="sm" fw={600}>
              Signer
            </Text>
            <Text component="dd" size="sm" m={0}>
              {signerName}
            </Text>
            <Text component="dt" size="sm" fw={600}>
              Meaning
            </Text>
            <Text component="dd" size="sm" m={0}>
              {meaning}
            </Text>
            <Text component="dt" size="sm" fw={600}>
              Record
            </Text>
            <Text component="dd" size="sm" m={0}>
              {record}
            </Text>
          </dl>
          {comment !== 'none' && (
            <Textarea
              label="Comment"
              required={comment === 'required'}
              autosize
              minRows={2}
              maxLength={RELEASE_COMMENT_MAX}
              value={text}
              disabled={signing}
              onChange={(e) => setText(e.currentTarget.value)}
              data-autofocus={comment === 'required' ? true : undefined}
            />
          )}
          {children}
          <Text id={statementId} size="xs">
            {SIGNATURE_STATEMENT}
          </Text>
          {checking && <Loader size="xs" aria-label="Checking what the signature needs" />}
          {askEmail && (
            <TextInput
              label={SIGNATURE_EMAIL_LABEL}
              description={SIGNATURE_EMAIL_HINT}
              type="email"
              required
              autoComplete="username"
              value={email}
              disabled={signing}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-autofocus={comment === 'required' ? undefined : true}
            />
          )}
          <PasswordInput
            label={SIGNATURE_PASSWORD_LABEL}
            required
            autoComplete="current-password"
            value={password}
            disabled={signing}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus={comment === 'required' || askEmail ? undefined : true}
          />
          {error && (
            <Alert color="red" role="alert" title="Not signed">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={signing}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSign && !signing} loading={signing}>
              Sign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

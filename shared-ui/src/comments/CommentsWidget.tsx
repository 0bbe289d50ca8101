import { Avatar, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  COMMENT_MESSAGES,
  CommentUpdate,
  useComments,
  useCreateComment,
  useDeleteComment,
  useSession,
  useUpdateComment,
  type Comment,
  type CommentRefType,
} from '@qms/shared-api';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { fieldErrorsOf } from '../dialogs/field-errors';
import { notify } from '../notify/notify';
import { useNotifyQueryError } from '../notify/useNotifyQueryError';

const COMMENT_RULE = CommentUpdate.pick({ comment: true });
/**
 * The contract's message for a comment text over its limit (the server refuses the same); none for an empty box,
 * whose Save is simply disabled.
 */
const commentError = (text: string): string | undefined =>
  text.trim() ? fieldErrorsOf(COMMENT_RULE, { comment: text }).comment : undefined;

/** What the comments are about, e.g. a block (SOP_BLOCK_ARTIFACT) or its process (SOP_ARTIFACT). */
interface CommentTarget {
  refId: string;
  refType: CommentRefType;
  /** shown in the heading, e.g. the block's name */
  label: string;
}

interface CommentsWidgetProps {
  target: CommentTarget;
  /** the target's parent (a block's process): its comments are one 'Back to parent comments' away */
  parent?: CommentTarget | null;
}

/**
 * The Comments widget (spec 3 §5): a timeline of comments (author, date), a new-comment box (Save disabled while
 * empty), Reply, author-only Edit and Delete, and a back button to the parent comments. Lives in shared-ui so the
 * processes and impact areas both use it without importing each other; it needs only shared-api.
 */
export function CommentsWidget({ target, parent = null }: CommentsWidgetProps): JSX.Element {
  // 'parent' shows the parent's comments; a new comment written there belongs to the parent
  const [atParent, setAtParent] = useState(false);
  const shown = atParent && parent ? parent : target;
  const shownParent = atParent ? null : parent;
  return (
    <Stack gap="sm" aria-label={`Comments on ${shown.label}`} component="section">
      {atParent && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          onClick={() => setAtParent(false)}
          style={{ alignSelf: 'flex-start' }}
        >
          Back to {target.label}
        </Button>
      )}
      <Title order={4}>Comments on {shown.label}</Title>
      <CommentTimeline key={shown.refId} target={shown} parent={shownParent} />
      {parent && !atParent && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          onClick={() => setAtParent(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Back to parent comments
        </Button>
      )}
    </Stack>
  );
}

function CommentTimeline({ target, parent }: { target: CommentTarget; parent: CommentTarget | null }) {
  const session = useSession();
  const comments = useComments(target.refId);
  useNotifyQueryError(comments, COMMENT_MESSAGES.load);
  const create = useCreateComment();
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const error = commentError(text);

  const save = () =>
    !error &&
    create.mutate(
      {
        comment: text,
        refId: target.refId,
        refType: target.refType,
        parentRefId: parent?.refId ?? null,
        parentRefType: parent?.refType ?? null,
      },
      {
        onSuccess: () => setText(''),
        onError: (error) => notify.error(COMMENT_MESSAGES.create, error),
      },
    );
  // comments are flat per reference: a reply names the author it answers, so the thread stays readable
  const reply = (c: Comment) => {
    setText((t) => (t.startsWith(`@${c.createdUserName} `) ? t : `@${c.createdUserName} ${t}`));
    box.current?.focus();
  };

  const list = comments.data ?? [];
  return (
    <Stack gap="sm">
      {comments.isLoading ? (
        <Text size="sm" c="dimmed">
          Loading comments…
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Comments"
        >
          {list.map((c) => (
            <CommentItem
              key={`${c.id}:${c.dbVersion}`}
              comment={c}
              own={!!session && session.user.userId === c.createdUserId}
              onReply={() => reply(c)}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </Stack>
      )}
      <Textarea
        ref={box}
        label="New comment"
        autosize
        minRows={2}
        value={text}
        error={error}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Button
        onClick={save}
        disabled={!text.trim() || !!error || !session}
        loading={create.isPending}
        style={{ alignSelf: 'flex-end' }}
      >
        Save
      </Button>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete comment"
        message={COMMENT_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onError: (error) => notify.error(COMMENT_MESSAGES.delete, error),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => !remove.isPending && setDeleting(null)}
      />
    </Stack>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface CommentItemProps {
  comment: Comment;
  /** the signed-in user wrote it: only then Edit and Delete (the server enforces the same) */
  own: boolean;
  onReply: () => void;
  onDelete: () => void;
}

function CommentItem({ comment, own, onReply, onDelete }: CommentItemProps): JSX.Element {
  const update = useUpdateComment();
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft === null ? undefined : commentError(draft);
  const save = () =>
    draft !== null &&
    !error &&
    update.mutate(
      { id: comment.id, body: { comment: draft, dbVersion: comment.dbVersion } },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => notify.error(COMMENT_MESSAGES.update, error),
      },
    );
  return (
    <Paper component="li" withBorder p="xs" aria-label={`Comment by ${comment.createdUserName}`}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Avatar size="sm" radius="xl" aria-hidden>
          {comment.createdUserInitials}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {comment.createdUserName}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
              {dateFormat.format(new Date(comment.createdAt))}
            </Text>
          </Group>
          {draft === null ? (
            // plain text, never HTML
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.comment}
            </Text>
          ) : (
            <Textarea
              aria-label="Edit comment"
              autosize
              minRows={2}
              value={draft}
              error={error}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
          )}
          <Group gap={4}>
            {draft === null ? (
              <>
                <Button variant="subtle" size="compact-xs" onClick={onReply}>
                  Reply
                </Button>
                {own && (
                  <>
                    <Button variant="subtle" size="compact-xs" onClick={() => setDraft(comment.comment)}>
                      Edit
                    </Button>
                    <Button variant="subtle" color="red" size="compact-xs" onClick={onDelete}>
                      Delete
                    </Button>
                  </>
                )}
              </>
            ) : (
              <>
                <Button
                  size="compact-xs"
                  onClick={save}
                  disabled={!draft.trim() || !!error}
                  loading={update.isPending}
                >
                  Save
                </Button>
                <Button variant="subtle" size="compact-xs" onClick={() => setDraft(null)}>
                  Cancel
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

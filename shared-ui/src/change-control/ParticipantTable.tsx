import { Badge, Button, Group, Table, Text } from '@mantine/core';
import {
  CAPACITY_OF_KIND,
  type Participant,
  type ParticipantDecision,
  type Signature,
  type SignatureCapacity,
} from '@qms/shared-api';
import { formatSignedAt } from '../signature/format-signed-at';
import { recordActions } from './release-workflow.rules';

const DECISION_COLOR: Record<ParticipantDecision, string> = {
  OPEN: 'gray',
  APPROVED: 'green',
  DECLINED: 'red',
};

/**
 * A signature as the record shows it: printed name, date and time with time zone, meaning (§11.50), and the
 * capacity it was given in, so an author's and an approver's 'Approved' by one person read apart (issue 27.2).
 */
export function SignatureLine({
  signature,
  capacity,
}: {
  signature: Signature;
  capacity: SignatureCapacity;
}): JSX.Element {
  return (
    <Text size="xs" data-testid="signature">
      Signed by {signature.printedName}, {formatSignedAt(signature.signedAt)}, meaning: {signature.meaning},
      capacity: {capacity}
    </Text>
  );
}

export type DecisionAction = 'approve' | 'decline' | 'revert';

interface ParticipantTableProps {
  caption: 'Authors' | 'Approvers';
  participants: Participant[];
  /** the ids of the current user's records: these rows offer Approve, Decline, Revert */
  ownRecordIds?: ReadonlySet<string>;
  busy?: boolean;
  onAction?: (participant: Participant, action: DecisionAction) => void;
}

/** The authors or approvers of a release with decision, time, comment and signature (spec 1 §2.6). */
export function ParticipantTable({
  caption,
  participants,
  ownRecordIds,
  busy = false,
  onAction,
}: ParticipantTableProps): JSX.Element {
  const withActions = !!onAction && participants.some((p) => ownRecordIds?.has(p.id));
  return (
    <Table verticalSpacing={4} fz="sm" captionSide="top">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Decision</Table.Th>
          <Table.Th>Comment</Table.Th>
          {withActions && <Table.Th>Your decision</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {participants.map((p) => {
          const own = ownRecordIds?.has(p.id) ?? false;
          const actions = recordActions(p);
          return (
            <Table.Tr key={p.id} data-testid={`participant-${caption}-${p.userDisplayName}`}>
              <Table.Td>{p.userDisplayName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* a badge's label may shrink to nothing in a narrow column ('APPRO…'): it keeps its width */}
                <Badge
                  variant="light"
                  color={DECISION_COLOR[p.decision]}
                  style={{ textTransform: 'none', minWidth: 'max-content' }}
                >
                  {p.decision}
                </Badge>
                {p.decidedAt && <Text size="xs">{formatSignedAt(p.decidedAt)}</Text>}
              </Table.Td>
              <Table.Td>
                {p.comment && <Text size="sm">{p.comment}</Text>}
                {p.signature && <SignatureLine signature={p.signature} capacity={CAPACITY_OF_KIND[p.kind]} />}
              </Table.Td>
              {withActions && (
                <Table.Td>
                  {own && onAction && (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        style={{ flexShrink: 0 }}
                        color="green"
                        disabled={!actions.approve || busy}
                        onClick={() => onAction(p, 'approve')}
                      >
                        Approve
                      </Button>
                      <Button
                        size="compact-xs"
                        style={{ flexShrink: 0 }}
                        color="red"
                        disabled={!actions.decline || busy}
                        onClick={() => onAction(p, 'decline')}
                      >
                        Decline
                      </Button>
                      <Button
                        size="compact-xs"
                        style={{ flexShrink: 0 }}
                        variant="default"
                        disabled={!actions.revert || busy}
                        onClick={() => onAction(p, 'revert')}
                      >
                        Revert
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
        {participants.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={withActions ? 4 : 3}>
              <Text size="sm" c="dimmed">
                None
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

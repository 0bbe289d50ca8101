import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** How many entries a list tile names (the first ones); its page lists them all. */
const SHOWN = 3;

export interface ListTileProps<T> {
  /** the element id of the title, which names the tile's region */
  id: string;
  title: string;
  /** the count badges beside the title, once the list has loaded */
  badges: ReactNode;
  isLoading: boolean;
  loadingLabel: string;
  /** the entries the tile may name, in the order it names them */
  entries: readonly T[];
  empty: string;
  /** where Show all leads, and whether it shows when there is no entry (there are closed ones to see) */
  showAll: { to: string; label: string; whenEmpty?: boolean };
  entryKey(entry: T): string;
  renderEntry(entry: T): ReactNode;
}

/**
 * A dashboard tile over a list of the user's work (My approvals, My Trainings, Due for review): title and counts,
 * a loader, an empty text, or the first entries, and Show all to the page.
 */
export function ListTile<T>(props: ListTileProps<T>): JSX.Element {
  const { id, title, badges, isLoading, entries, showAll } = props;
  const showAllLink = (
    <Anchor component={Link} to={showAll.to} size="sm">
      {showAll.label}
    </Anchor>
  );
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {badges}
      </Group>
      {isLoading ? (
        <Loader size="sm" aria-label={props.loadingLabel} />
      ) : entries.length === 0 ? (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
          {showAll.whenEmpty && showAllLink}
        </Stack>
      ) : (
        <Stack gap={6}>
          {entries.slice(0, SHOWN).map((entry) => (
            <div key={props.entryKey(entry)}>{props.renderEntry(entry)}</div>
          ))}
          {showAllLink}
        </Stack>
      )}
    </Card>
  );
}

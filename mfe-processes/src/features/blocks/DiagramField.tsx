import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconFileImport, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { DrawioEditor } from '../../shared/drawio/DrawioEditor';
import { xmlFromSvg } from '../../shared/drawio/drawio-protocol';
import { svgDataUrl } from '../../shared/drawio/svg-image';

interface DiagramFieldProps {
  svg: string;
  xml: string;
  name: string;
  onChange: (svg: string, xml: string) => void;
}

/** An SVG file as text, or an error when it is not an SVG document. */
async function readSvg(file: File): Promise<string> {
  const text = await file.text();
  if (!/<svg[\s>]/i.test(text)) throw new Error(`${file.name} is not an SVG file.`);
  return text;
}

/**
 * The diagram of a DRAWIO block: its SVG (stored in description) as an image, drawn in the embedded draw.io
 * editor (its source kept in diagramXml so it reopens). Importing an SVG file stays as a secondary action (a
 * diagram exported elsewhere). Both only change the form; the block's Save stores them, and the server sanitises
 * the SVG.
 */
export function DiagramField({ svg, xml, name, onChange }: DiagramFieldProps): JSX.Element {
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const importFile = (file: File | null) => {
    if (!file) return;
    readSvg(file).then(
      (text) => {
        setError(null);
        // a new SVG replaces the draw.io source too: the old source would no longer match the picture
        onChange(text, text === svg ? xml : '');
      },
      (e: Error) => setError(e.message),
    );
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Diagram
      </Text>
      {svg ? (
        <Image src={svgDataUrl(svg)} alt={`Diagram ${name}`} fit="contain" maw="100%" mah={480} />
      ) : (
        <Text size="sm" c="dimmed">
          No diagram drawn yet.
        </Text>
      )}
      <Group>
        <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
          {svg ? 'Edit Diagram' : 'Draw Diagram'}
        </Button>
        <FileButton onChange={importFile} accept="image/svg+xml,.svg">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconFileImport size={16} />}>
              Import SVG
            </Button>
          )}
        </FileButton>
      </Group>
      {editing && (
        <DrawioEditor
          title={`Diagram ${name}`}
          xml={xml || xmlFromSvg(svg)}
          onSave={(drawn, source) => {
            setError(null);
            onChange(drawn, source);
            return Promise.resolve();
          }}
          onClose={() => setEditing(false)}
        />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconTable,
  IconTableMinus,
  IconColumnInsertRight,
  IconRowInsertBottom,
} from '@tabler/icons-react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { DEFAULT_TABLE, isSafeLink, richTextExtensions } from './rich-text-extensions';
import { RICH_TEXT_CLASS, RichTextStyles } from './rich-text-styles';

interface RichTextEditorProps {
  /** the HTML to start from (read once: the editor owns its content afterwards) */
  initialHtml: string;
  onChange: (html: string) => void;
  /** accessible name of the editing area */
  label: string;
}

/**
 * TipTap editor of SECTION (TIPTAP) blocks (spec 1 §2.6): headings, bold/italic, lists, links and tables, the new
 * table being 3×3 without a header row. The toolbar is plain buttons with names, reachable by Tab.
 */
export function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps): JSX.Element {
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: initialHtml,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
  });
  return (
    <Box
      className={RICH_TEXT_CLASS}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <RichTextStyles />
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }): JSX.Element {
  // re-render the toolbar's active states on selection changes only
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (https://… or mailto:…), empty to remove', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else if (isSafeLink(href)) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Group
      gap={2}
      p={4}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      role="toolbar"
      aria-label="Formatting"
    >
      <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <IconBold size={16} />
      </Tool>
      <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <IconItalic size={16} />
      </Tool>
      <Tool label="Heading 1" active={state.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        <IconH1 size={16} />
      </Tool>
      <Tool label="Heading 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <IconH2 size={16} />
      </Tool>
      <Tool label="Heading 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <IconH3 size={16} />
      </Tool>
      <Tool label="Bullet list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <IconList size={16} />
      </Tool>
      <Tool label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <IconListNumbers size={16} />
      </Tool>
      <Tool label="Link" active={state.link} onClick={setLink}>
        <IconLink size={16} />
      </Tool>
      <Tool label="Insert table" onClick={() => chain().insertTable(DEFAULT_TABLE).run()}>
        <IconTable size={16} />
      </Tool>
      {state.table && (
        <>
          <Tool label="Add row" onClick={() => chain().addRowAfter().run()}>
            <IconRowInsertBottom size={16} />
          </Tool>
          <Tool label="Add column" onClick={() => chain().addColumnAfter().run()}>
            <IconColumnInsertRight size={16} />
          </Tool>
          <Tool label="Delete table" onClick={() => chain().deleteTable().run()}>
            <IconTableMinus size={16} />
          </Tool>
        </>
      )}
    </Group>
  );
}

interface ToolProps {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active = false, onClick, children }: ToolProps): JSX.Element {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

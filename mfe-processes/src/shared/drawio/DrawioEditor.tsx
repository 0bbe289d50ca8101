import { Alert, Modal } from '@mantine/core';
import { errorDetail } from '@qms/shared-api';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_DRAWIO_URL,
  drawioActions,
  embedUrl,
  parseDrawioMessage,
  svgFromExport,
} from './drawio-protocol';

/** Where the editor lives: /config/drawio.json (QMS_DRAWIO_URL on the server), else the hosted copy. */
function useDrawioUrl(): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let alive = true;
    fetch('/config/drawio.json', { cache: 'no-cache' })
      .then((r) => (r.ok ? (r.json() as Promise<{ url?: unknown }>) : {}))
      .catch(() => ({}) as { url?: unknown })
      .then((body: { url?: unknown }) => {
        if (alive) setUrl(typeof body.url === 'string' && body.url ? body.url : DEFAULT_DRAWIO_URL);
      });
    return () => {
      alive = false;
    };
  }, []);
  return url;
}

interface DrawioEditorProps {
  /** the diagram source to open ('' = a new, empty diagram) */
  xml: string;
  title: string;
  /** the SVG (diagram source embedded) and the source; resolves when stored, rejects when not */
  onSave: (svg: string, xml: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The draw.io editor in a full-screen dialog (spec 1 §2.5): an iframe in embed mode talking JSON messages.
 * init → load the diagram; save → ask for an `xmlsvg` export; export → store it; exit → close.
 * Only messages from the editor's origin and our own iframe are believed. Autosave events only keep the latest
 * source (a PUT per keystroke would flood the audit trail); Save stores.
 */
export function DrawioEditor({ xml, title, onSave, onClose }: DrawioEditorProps): JSX.Element {
  const editorUrl = useDrawioUrl();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ xml, onSave, onClose });
  // a refused save is said here: the suite's snackbar sits under this full-screen dialog
  const [saveError, setSaveError] = useState<string | null>(null);
  latest.current.onSave = onSave;
  latest.current.onClose = onClose;
  const src = editorUrl ? embedUrl(editorUrl, window.location.href) : undefined;
  const origin = src?.origin;

  useEffect(() => {
    if (!origin) return undefined;
    const post = (message: string) => frame.current?.contentWindow?.postMessage(message, origin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = parseDrawioMessage(event.data);
      if (!message) return;
      const state = latest.current;
      switch (message.event) {
        case 'init':
          post(drawioActions.load(state.xml));
          break;
        case 'autosave':
          state.xml = message.xml;
          break;
        case 'save':
          state.xml = message.xml;
          post(drawioActions.export(message.xml, message.exit === true));
          break;
        case 'export': {
          const svg = svgFromExport(message.data);
          const exit = message.message?.exit === true;
          const saved = svg
            ? state.onSave(svg, message.xml)
            : Promise.reject(new Error('draw.io sent no SVG'));
          saved.then(
            () => {
              setSaveError(null);
              if (exit) state.onClose();
              else post(drawioActions.status('', false));
            },
            (error: unknown) => {
              const detail = errorDetail(error);
              setSaveError(detail);
              // draw.io's own status line says it too, beside its Save button
              post(drawioActions.status(`Not saved: ${detail}`, true));
            },
          );
          break;
        }
        case 'exit':
          state.onClose();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return (
    <Modal opened onClose={onClose} title={title} fullScreen withCloseButton={false} padding={0}>
      <div style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)' }}>
        {saveError && (
          <Alert
            color="red"
            role="alert"
            title="Not saved"
            withCloseButton
            closeButtonLabel="Close the message"
            onClose={() => setSaveError(null)}
            radius={0}
          >
            {saveError}
          </Alert>
        )}
        {src && (
          <iframe
            ref={frame}
            src={src.toString()}
            title={title}
            style={{ border: 0, width: '100%', flex: 1, display: 'block' }}
          />
        )}
      </div>
    </Modal>
  );
}

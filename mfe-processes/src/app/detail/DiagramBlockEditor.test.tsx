import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { createBlock, sessionStore } from '@qms/shared-api';
import { processStore } from '@qms/shared-api/mock';
import { renderWithProviders, seedProcess, setupScreenTest, testSession } from '@qms/shared-ui/test-utils';
import { ProcessDetailPage } from './ProcessDetailPage';

const { server } = setupScreenTest();

const XML = '<mxfile><diagram name="Page-1">flow</diagram></mxfile>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40"/></svg>';
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * The draw.io iframe of a diagram block: only its window messaging is replaced (postMessage recorded, messages
 * from the editor dispatched as the browser would); everything else is the real screen on the mock backend.
 */
async function openDiagramEditor(title: string) {
  const frame = (await screen.findByTitle(title)) as HTMLIFrameElement;
  const posted = jest.fn();
  Object.defineProperty(frame.contentWindow, 'postMessage', { value: posted, configurable: true });
  const origin = new URL(frame.src).origin;
  const send = (message: object) =>
    act(() => {
      fireEvent(
        window,
        new MessageEvent('message', { data: JSON.stringify(message), origin, source: frame.contentWindow }),
      );
    });
  const sentActions = () =>
    posted.mock.calls.map((call) => JSON.parse(call[0] as string) as Record<string, unknown>);
  return { frame, send, sentActions };
}

describe('the diagram (DRAWIO) block editor', () => {
  it('opens the same draw.io editor as the map, stores the drawn SVG and its source, and reloads it', async () => {
    server.use(http.get('*/config/drawio.json', () => HttpResponse.json({ url: '/drawio/index.html' })));
    const p = seedProcess('Complaint Handling');
    sessionStore.set(testSession('admin'));
    await createBlock(p, { block: { type: 'DRAWIO' } });
    renderWithProviders(
      <Routes>
        <Route path="/processes/:id" element={<ProcessDetailPage />} />
      </Routes>,
      { route: `/processes/${p.versionId}`, session: 'admin' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit block New Diagram' }));
    expect(await screen.findByText('No diagram drawn yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw Diagram' }));

    const editor = await openDiagramEditor('Diagram New Diagram');
    const src = new URL(editor.frame.src);
    // the map's editor: the suite's /drawio/ in embed mode with the JSON protocol
    expect(src.pathname).toBe('/drawio/index.html');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      embed: '1',
      proto: 'json',
      saveAndExit: '1',
    });
    editor.send({ event: 'init' });
    expect(editor.sentActions()[0]).toMatchObject({ action: 'load', xml: '' });
    editor.send({ event: 'save', xml: XML, exit: true });
    expect(editor.sentActions()[1]).toMatchObject({ action: 'export', format: 'xmlsvg', exit: true });
    editor.send({
      event: 'export',
      data: `data:image/svg+xml;base64,${base64(SVG)}`,
      xml: XML,
      message: { exit: true },
    });
    // Save & Exit closes the editor; the form shows the drawing, the block's Save stores it
    await waitFor(() => expect(screen.queryByTitle('Diagram New Diagram')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Diagram New Diagram' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const [stored] = processStore().blocks.get(p.versionId)!;
      expect(stored!.description).toContain('<rect width="80" height="40"');
      expect(stored!.diagramXml).toBe(XML);
    });

    // reopened, the editor loads the saved source
    await user.click(
      await within(screen.getByLabelText('Blocks')).findByRole('button', { name: 'Edit block New Diagram' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Diagram' }));
    const again = await openDiagramEditor('Diagram New Diagram');
    again.send({ event: 'init' });
    expect(again.sentActions()[0]).toMatchObject({ action: 'load', xml: XML });
    again.send({ event: 'exit' });
    await waitFor(() => expect(screen.queryByTitle('Diagram New Diagram')).not.toBeInTheDocument());
  });
});

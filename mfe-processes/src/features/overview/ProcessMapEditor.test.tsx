import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE, QMS_CONFIG_MESSAGES, QMS_PROCESS_IMAGE } from '@qms/shared-api';
import { failWith, getMockDb } from '@qms/shared-api/mock';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { ProcessMap } from './ProcessMap';

const { server, snackbar } = setupScreenTest();

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" content="&lt;mxfile&gt;&lt;diagram&gt;shape&lt;/diagram&gt;&lt;/mxfile&gt;"><rect width="80" height="40"/>${'<g/>'.repeat(200)}</svg>`;
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

async function openEditor(url = '/drawio/index.html') {
  server.use(http.get('*/config/drawio.json', () => HttpResponse.json({ url })));
  renderWithProviders(<ProcessMap isAdmin />, { session: 'admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Create Process Diagram' }));
  const frame = (await screen.findByTitle('Process Map')) as HTMLIFrameElement;
  const posted = jest.fn();
  Object.defineProperty(frame.contentWindow, 'postMessage', { value: posted, configurable: true });
  const send = (message: object, origin = new URL(frame.src).origin, source: unknown = frame.contentWindow) =>
    act(() => {
      fireEvent(
        window,
        new MessageEvent('message', { data: JSON.stringify(message), origin, source: source as Window }),
      );
    });
  return { frame, posted, send };
}

describe('the draw.io editor of the process map', () => {
  it('opens the configured editor in embed mode, loads an empty diagram and stores the exported SVG', async () => {
    const { frame, posted, send } = await openEditor();
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/drawio/index.html');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      embed: '1',
      proto: 'json',
      spin: '1',
      libraries: '1',
      saveAndExit: '1',
      noExitBtn: '0',
    });
    send({ event: 'init' });
    expect(JSON.parse(posted.mock.calls[0][0] as string)).toMatchObject({ action: 'load', xml: '' });
    expect(posted.mock.calls[0][1]).toBe(src.origin);

    send({ event: 'save', xml: '<mxfile/>', exit: true });
    expect(JSON.parse(posted.mock.calls[1][0] as string)).toMatchObject({
      action: 'export',
      format: 'xmlsvg',
      exit: true,
    });
    send({
      event: 'export',
      data: `data:image/svg+xml;base64,${base64(SVG)}`,
      xml: '<mxfile/>',
      message: { exit: true },
    });
    await waitFor(() =>
      expect(snackbar.messages.map((m) => m.message)).toContain(QMS_CONFIG_MESSAGES.diagramSaved),
    );
    expect(getMockDb().config.get(QMS_PROCESS_IMAGE)).toContain('<rect width="80" height="40"');
    // Save & Exit closed the editor; the map shows the new diagram
    await waitFor(() => expect(screen.queryByTitle('Process Map')).not.toBeInTheDocument());
    expect(await screen.findByRole('img', { name: 'Process map' })).toBeInTheDocument();
  });

  it('ignores messages from other origins or other frames', async () => {
    const { posted, send } = await openEditor();
    send({ event: 'init' }, 'https://evil.example');
    send({ event: 'init' }, undefined, window);
    send({ event: 'exit' }, 'https://evil.example');
    expect(posted).not.toHaveBeenCalled();
    expect(screen.getByTitle('Process Map')).toBeInTheDocument();
  });

  it('an editor on another origin (QMS_DRAWIO_URL) is framed and answered there only', async () => {
    const { frame, posted, send } = await openEditor('https://draw.example.com/app/index.html');
    expect(frame.src).toMatch(/^https:\/\/draw\.example\.com\/app\/index\.html\?embed=1/);
    send({ event: 'init' }, 'http://localhost');
    expect(posted).not.toHaveBeenCalled();
    send({ event: 'init' }, 'https://draw.example.com');
    expect(posted).toHaveBeenCalledWith(expect.any(String), 'https://draw.example.com');
  });

  it('a failed save shows the spec message and keeps the editor open; exit closes it', async () => {
    server.use(failWith('put', '/qms-api/qms-config/:key/string-value', 500, 'db down'));
    const { posted, send } = await openEditor();
    send({
      event: 'export',
      data: `data:image/svg+xml;base64,${base64(SVG)}`,
      xml: '<mxfile/>',
      message: { exit: true },
    });
    await waitFor(() => expect(snackbar.errors()).toContain(QMS_CONFIG_MESSAGES.diagramSaveFailed));
    expect(screen.getByTitle('Process Map')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(posted.mock.calls.at(-1)![0] as string)).toMatchObject({
        action: 'status',
        modified: true,
      }),
    );
    send({ event: 'exit' });
    await waitFor(() => expect(screen.queryByTitle('Process Map')).not.toBeInTheDocument());
  });

  it('saves twice in one session with the moved-on dbVersion', async () => {
    const { send } = await openEditor();
    const exportSvg = (marker: string) =>
      send({
        event: 'export',
        data: `data:image/svg+xml;base64,${base64(SVG.replace('<rect', `<rect id="${marker}"`))}`,
        xml: '<mxfile/>',
      });
    exportSvg('first');
    await waitFor(() => expect(getMockDb().configVersions.get(QMS_PROCESS_IMAGE)).toBe(1));
    exportSvg('second');
    await waitFor(() => expect(getMockDb().configVersions.get(QMS_PROCESS_IMAGE)).toBe(2));
    expect(getMockDb().config.get(QMS_PROCESS_IMAGE)).toContain('id="second"');
    expect(snackbar.errors()).toEqual([]);
  });

  it('a save after another admin saved (409) shows the message, closes the editor and shows their map', async () => {
    const { send } = await openEditor();
    // the other admin saves while this one draws
    const theirs = SVG.replace('<rect', '<rect id="theirs"');
    getMockDb().config.set(QMS_PROCESS_IMAGE, theirs);
    getMockDb().configVersions.set(QMS_PROCESS_IMAGE, 1);
    send({
      event: 'export',
      data: `data:image/svg+xml;base64,${base64(SVG)}`,
      xml: '<mxfile/>',
      message: { exit: true },
    });
    await waitFor(() => expect(snackbar.errors()).toContain(QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE));
    await waitFor(() => expect(screen.queryByTitle('Process Map')).not.toBeInTheDocument());
    expect(getMockDb().config.get(QMS_PROCESS_IMAGE)).toBe(theirs);
    // reloaded: the map shows their diagram, and the next edit starts from it
    const map = await screen.findByRole('img', { name: 'Process map' });
    expect(decodeURIComponent(map.getAttribute('src') ?? '')).toContain('theirs');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ApiError } from '@qms/shared-api';
import { renderWithProviders, setupScreenTest } from '@qms/shared-ui/test-utils';
import { DrawioEditor } from './DrawioEditor';

const { server } = setupScreenTest();
const EDITOR = 'https://draw.example.test/';

/** What draw.io sends from its iframe: only messages of the editor's origin and our frame are believed. */
function fromEditor(frame: HTMLIFrameElement, message: object) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify(message),
        origin: new URL(EDITOR).origin,
        source: frame.contentWindow,
      }),
    );
  });
}

const SVG_EXPORT = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;

describe('DrawioEditor', () => {
  beforeEach(() => server.use(http.get('*/config/drawio.json', () => HttpResponse.json({ url: EDITOR }))));

  it('says inside the editor why a save was refused, and clears it after a stored save', async () => {
    const onSave = jest
      .fn<Promise<void>, [string, string]>()
      .mockRejectedValueOnce(new ApiError(409, 'Someone else changed the diagram.', '/qms-api/qms-config'))
      .mockResolvedValueOnce(undefined);
    renderWithProviders(<DrawioEditor xml="" title="Diagram Map" onSave={onSave} onClose={jest.fn()} />);
    const frame = (await screen.findByTitle('Diagram Map')) as HTMLIFrameElement;
    const posted = jest.spyOn(frame.contentWindow!, 'postMessage');

    fromEditor(frame, { event: 'export', data: SVG_EXPORT, xml: '<mxfile/>', message: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed the diagram.');
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        JSON.stringify({
          action: 'status',
          message: 'Not saved: Someone else changed the diagram.',
          modified: true,
        }),
        new URL(EDITOR).origin,
      ),
    );

    fromEditor(frame, { event: 'export', data: SVG_EXPORT, xml: '<mxfile/>', message: {} });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});

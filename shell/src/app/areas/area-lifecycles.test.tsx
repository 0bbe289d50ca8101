import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SharedVersionError } from '@qms/shared-ui';
import { loadAreaLifecycles } from './area-lifecycles';
import { AREAS } from './areas';

const processes = AREAS.find((a) => a.key === 'processes')!;
const regulations = AREAS.find((a) => a.key === 'regulations')!;

function mountPoint(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('loadAreaLifecycles', () => {
  it('shows "<Area> is temporarily unavailable" with Retry when the remote fails to load', async () => {
    const onRetry = jest.fn();
    const lifecycles = await loadAreaLifecycles(
      regulations,
      () => Promise.reject(new Error('manifest 404')),
      onRetry,
    );
    const domElement = mountPoint();
    await act(async () => {
      await lifecycles.mount({ domElement } as never);
    });

    const panel = within(domElement).getByTestId('area-unavailable');
    expect(panel).toHaveTextContent('Standards & Regulations is temporarily unavailable');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    await act(async () => {
      await lifecycles.unmount({ domElement } as never);
    });
    expect(domElement).toBeEmptyDOMElement();
  });

  it('names the shared version a build of the area needs when the suite provides an older one', async () => {
    const lifecycles = await loadAreaLifecycles(
      processes,
      () => Promise.reject(new SharedVersionError('@qms/shared-ui', '^1.4.0', '1.3.2')),
      () => {},
    );
    const domElement = mountPoint();
    await act(async () => {
      await lifecycles.mount({ domElement } as never);
    });
    expect(within(domElement).getByTestId('area-unavailable')).toHaveTextContent(
      'This build of Processes needs suite shared-ui ≥ 1.4; this suite provides 1.3.2.',
    );
  });

  it('shows the panel when the remote throws while mounting, and never rethrows to single-spa', async () => {
    const broken = {
      bootstrap: jest.fn().mockResolvedValue(undefined),
      mount: jest.fn().mockRejectedValue(new Error('boom')),
      unmount: jest.fn().mockResolvedValue(undefined),
    };
    const lifecycles = await loadAreaLifecycles(
      processes,
      () => Promise.resolve(broken),
      () => {},
    );
    const domElement = mountPoint();
    await act(async () => {
      await lifecycles.mount({ domElement } as never);
    });
    expect(screen.getByTestId('area-unavailable')).toHaveTextContent('Processes is temporarily unavailable');
  });

  it('passes a working remote straight through', async () => {
    const working = {
      bootstrap: jest.fn().mockResolvedValue(undefined),
      mount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
        domElement.textContent = 'Process Overview';
      }),
      unmount: jest.fn().mockResolvedValue(undefined),
    };
    const lifecycles = await loadAreaLifecycles(
      processes,
      () => Promise.resolve({ default: working }),
      () => {},
    );
    const domElement = mountPoint();
    await lifecycles.mount({ domElement } as never);
    await lifecycles.unmount({ domElement } as never);
    await lifecycles.mount({ domElement } as never);

    expect(working.bootstrap).toHaveBeenCalledTimes(1);
    expect(working.mount).toHaveBeenCalledTimes(2);
    expect(working.unmount).toHaveBeenCalledTimes(1);
    expect(domElement).toHaveTextContent('Process Overview');
    expect(screen.queryByTestId('area-unavailable')).not.toBeInTheDocument();
  });
});

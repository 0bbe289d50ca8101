import { ApiError } from '../../client/api-error';
import {
  ADMIN_REQUIRED,
  QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE,
  QMS_PROCESS_IMAGE,
} from '../../platform/contract';
import { qmsConfigQueryOptions, saveQmsConfigString } from '../../processes/qms-config.queries';
import { setMockRole } from '../db';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

const read = () =>
  qmsConfigQueryOptions(QMS_PROCESS_IMAGE).queryFn!({
    signal: new AbortController().signal,
  } as never) as Promise<{ value: string; dbVersion: number }>;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('mock qms-config backend', () => {
  it('reads a key never written as the empty string at dbVersion 0', async () => {
    expect(await read()).toEqual({ value: '', dbVersion: 0 });
  });

  it('bumps dbVersion on every save and refuses a stale one with 409', async () => {
    expect(await saveQmsConfigString(QMS_PROCESS_IMAGE, '<svg>a</svg>', 0)).toEqual({ dbVersion: 1 });
    expect(await read()).toEqual({ value: '<svg>a</svg>', dbVersion: 1 });
    const stale = await failureOf(saveQmsConfigString(QMS_PROCESS_IMAGE, '<svg>b</svg>', 0));
    expect(stale.status).toBe(409);
    expect(stale.errorMessage).toBe(QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE);
    expect((await read()).value).toBe('<svg>a</svg>');
    expect(await saveQmsConfigString(QMS_PROCESS_IMAGE, '<svg>b</svg>', 1)).toEqual({ dbVersion: 2 });
  });

  it('refuses a viewer with 403', async () => {
    setMockRole('viewer');
    const refused = await failureOf(saveQmsConfigString(QMS_PROCESS_IMAGE, '<svg/>', 0));
    expect(refused.status).toBe(403);
    expect(refused.errorMessage).toBe(ADMIN_REQUIRED);
  });
});

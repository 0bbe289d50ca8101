import { DOWNLOAD_URL_REVOKE_MS } from '@qms/shared-api';
import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  const events: string[] = [];
  let clicked: { href: string; download: string; attached: boolean; hidden: boolean }[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    events.length = 0;
    clicked = [];
    URL.createObjectURL = jest.fn(() => {
      events.push('create');
      return 'blob:test/1';
    });
    URL.revokeObjectURL = jest.fn((url: string) => void events.push(`revoke ${url}`));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      events.push('click');
      clicked.push({
        href: this.href,
        download: this.download,
        attached: document.body.contains(this),
        hidden: this.style.display === 'none',
      });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('clicks an attached <a download> with the object URL and removes it again', () => {
    const blob = new Blob(['a;b\n'], { type: 'text/csv' });
    saveBlob(blob, 'gap-list.csv');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:test/1', download: 'gap-list.csv', attached: true, hidden: true },
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('revokes the object URL only after the download had time to start, not in the click', () => {
    saveBlob(new Blob(['x']), 'impact.csv');
    expect(events).toEqual(['create', 'click']);
    jest.advanceTimersByTime(DOWNLOAD_URL_REVOKE_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['create', 'click', 'revoke blob:test/1']);
  });

  it('still removes the link and frees the URL when the click throws', () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => saveBlob(new Blob(['x']), 'a.pdf')).toThrow('blocked');
    expect(document.querySelectorAll('a')).toHaveLength(0);
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});

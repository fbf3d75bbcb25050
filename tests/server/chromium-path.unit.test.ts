import { describe, expect, it, vi } from 'vitest';
import { ChromePathMissing, ensureChromium, findChromium, noChromiumMessage } from '../e2e/chromium-path.ts';

// Which Chromium `npm test` and the browser suites drive, on a pretend filesystem, and what
// `npm test` does when there is none.
const filesystem = (...files: string[]) => (file: string) => files.includes(file);

describe('finding Chromium for the browser tests', () => {
  it('prefers CHROME_PATH over a chromium on PATH', () => {
    const exists = filesystem('/opt/chrome/chrome', '/usr/bin/chromium');
    expect(findChromium({ CHROME_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' }, exists)).toBe('/opt/chrome/chrome');
  });

  it('stops with a clear error when CHROME_PATH names no file, rather than looking elsewhere', () => {
    const find = () => findChromium({ CHROME_PATH: '/nonexistent', PATH: '/usr/bin' }, filesystem('/usr/bin/chromium'));
    expect(find).toThrow(ChromePathMissing);
    expect(find).toThrow(/CHROME_PATH is \/nonexistent/);
  });

  it('takes an empty CHROME_PATH as unset', () => {
    expect(findChromium({ CHROME_PATH: '', PATH: '/usr/bin' }, filesystem('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it("takes Debian's chromium from PATH first", () => {
    const exists = filesystem('/usr/local/bin/chromium', '/usr/bin/chromium', '/usr/local/bin/google-chrome');
    expect(findChromium({ PATH: '/usr/local/bin:/usr/bin' }, exists)).toBe('/usr/local/bin/chromium');
  });

  it('falls back to /usr/bin/chromium when PATH has none', () => {
    expect(findChromium({ PATH: '/nonexistent-dir' }, filesystem('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findChromium({}, filesystem('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it("prefers /usr/bin/chromium over Google's Chrome on PATH", () => {
    expect(findChromium({ PATH: '/opt/bin' }, filesystem('/opt/bin/google-chrome', '/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('takes another usual name when there is no chromium', () => {
    expect(findChromium({ PATH: '/opt/bin' }, filesystem('/opt/bin/google-chrome-stable'))).toBe('/opt/bin/google-chrome-stable');
    expect(findChromium({ PATH: '/opt/bin' }, filesystem('/usr/bin/chromium-browser'))).toBe('/usr/bin/chromium-browser');
  });

  it('finds nothing when there is no Chromium anywhere', () => {
    expect(findChromium({ PATH: '/usr/local/bin:/usr/bin' }, filesystem('/usr/bin/firefox'))).toBeNull();
  });
});

describe('making sure npm test has a Chromium', () => {
  const nothing = filesystem();

  it('installs nothing when a Chromium is there', () => {
    const install = vi.fn(() => true);
    expect(ensureChromium({ env: {}, exists: filesystem('/usr/bin/chromium'), canInstall: true, install })).toEqual({
      chromium: '/usr/bin/chromium',
    });
    expect(install).not.toHaveBeenCalled();
  });

  it("installs Debian's chromium when there is none and the machine allows it, then drives it", () => {
    const installed: string[] = [];
    const exists = (file: string) => installed.includes(file);
    const install = () => {
      installed.push('/usr/bin/chromium');
      return true;
    };
    expect(ensureChromium({ env: { PATH: '/usr/bin' }, exists, canInstall: true, install })).toEqual({ chromium: '/usr/bin/chromium' });
  });

  it('stops with the one line saying how to get Chromium when it may not install', () => {
    const install = vi.fn(() => true);
    expect(ensureChromium({ env: { PATH: '/nonexistent-dir' }, exists: nothing, canInstall: false, install })).toEqual({
      refused: noChromiumMessage,
    });
    expect(install).not.toHaveBeenCalled();
    expect(noChromiumMessage).not.toContain('\n');
  });

  it('stops with the same line when the install fails', () => {
    expect(ensureChromium({ env: {}, exists: nothing, canInstall: true, install: () => false })).toEqual({ refused: noChromiumMessage });
  });

  it('names CHROME_PATH when it points at nothing, and installs nothing over it', () => {
    const install = vi.fn(() => true);
    const outcome = ensureChromium({ env: { CHROME_PATH: '/nonexistent' }, exists: nothing, canInstall: true, install });
    expect(outcome).toEqual({ refused: expect.stringContaining('CHROME_PATH is /nonexistent') });
    expect(install).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCodeChunk } from '../../src/app/code-chunk.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetching a chunk of the app after its first page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('given the device is offline, waits for the network before asking for the chunk', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(async () => 'event log');

    const loading = loadCodeChunk(load);
    await flush();
    expect(load).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('event log');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given the network drops the chunk, asks again once the network is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const load = vi.fn(async () => {
      if (load.mock.calls.length > 1) return 'event log';
      online.mockReturnValue(false);
      throw new TypeError('Failed to fetch dynamically imported module');
    });

    const loading = loadCodeChunk(load);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(load).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('event log');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('given the device is offline but the service worker keeps the build, asks for the chunk at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    const load = vi.fn(async () => 'event log');
    try {
      await expect(loadCodeChunk(load)).resolves.toBe('event log');
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});

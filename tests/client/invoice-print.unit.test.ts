import { afterEach, describe, expect, it, vi } from 'vitest';
import { printInvoice } from '../../src/app/invoice-print.ts';

/** jsdom has no font loading: `document.fonts.ready` is the promise given. */
function fontsReadyAt(ready: Promise<unknown>) {
  Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
}

describe('printing an invoice (its "Download PDF")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the print dialog only once the fonts are in, titled with the invoice number, and gives the title back after', async () => {
    // Given a page titled as the app, its fonts still on their way
    document.title = 'Riyadh Home Maintenance';
    let fontsArrive = () => {};
    fontsReadyAt(new Promise<void>((resolve) => (fontsArrive = resolve)));
    const titles: string[] = [];
    vi.spyOn(globalThis, 'print').mockImplementation(() => titles.push(document.title));

    // When the customer asks for the PDF
    const printing = printInvoice('INV-000050');
    await Promise.resolve();

    // Then nothing prints before the fonts, and the dialog names the PDF after the invoice
    expect(titles).toEqual([]);
    fontsArrive();
    await printing;
    expect(titles).toEqual(['INV-000050']);

    // And once the dialog closes the page has its own title again
    globalThis.dispatchEvent(new Event('afterprint'));
    expect(document.title).toBe('Riyadh Home Maintenance');
  });
});

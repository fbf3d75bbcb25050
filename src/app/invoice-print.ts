// An invoice is downloaded as a PDF through the browser's print dialog ("Save as PDF"): the
// browser draws it as on screen, with its fonts (the riyal sign's glyph) and its Arabic joined
// and right to left, which a PDF made elsewhere would have to redo. The receipt page's print
// stylesheet leaves the invoice alone on an A4 page.

/** Opens the print dialog for the invoice shown, its PDF named after `invoiceNumber` (INV-000050.pdf). */
export async function printInvoice(invoiceNumber: string): Promise<void> {
  // A font still on its way would print as a blank or a box.
  await document.fonts.ready;
  const title = document.title;
  // The dialog names the PDF after the page's title.
  document.title = invoiceNumber;
  globalThis.addEventListener('afterprint', () => (document.title = title), { once: true });
  globalThis.print();
}

// The receipt saved as one self-contained HTML file: its markup (the QR code is inline SVG)
// with a small stylesheet of its own, in the page's language and direction.
const stylesheet = `
body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; }
article { max-inline-size: 40rem; display: grid; gap: .75rem; }
table { inline-size: 100%; border-collapse: collapse; }
th, td { padding-block: .35rem; border-block-end: 1px solid #ccc; text-align: start; }
td { text-align: end; }
svg { inline-size: 10rem; block-size: 10rem; justify-self: center; }`;

export function downloadReceipt(invoice: HTMLElement, fileName: string): void {
  const { lang, dir } = document.documentElement;
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${fileName}</title><style>${stylesheet}</style></head><body>${invoice.outerHTML}</body></html>`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  link.download = `${fileName}.html`;
  link.click();
  URL.revokeObjectURL(link.href);
}

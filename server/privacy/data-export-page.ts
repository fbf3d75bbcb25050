import { halalasToRiyals } from '../../machines/domain/halalas.ts';
import { parseStream } from '../../machines/domain/streams.ts';
import type { DataExport } from './data-export.ts';
import { exportWords, type ExportLanguage } from './data-export-words.ts';

// The data export as a page a person reads and prints (`?format=html`): the same facts as the
// JSON, in the customer's language, right to left in Arabic. Every value is escaped; the
// page has no script.
const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const timeFormats: Record<ExportLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }),
  ar: new Intl.DateTimeFormat('ar-u-ca-gregory-nu-latn', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }),
};

const row = (label: string, value: string) => `<tr><th scope="row">${escaped(label)}</th><td>${value}</td></tr>`;
const ltr = (text: string) => `<bdi dir="ltr">${escaped(text)}</bdi>`;
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((cell) => `<th scope="col">${escaped(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const style = `
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-inline-size: 60rem; padding-inline: 1rem; line-height: 1.5; }
  table { border-collapse: collapse; inline-size: 100%; margin-block-end: 1.5rem; }
  th, td { border: 1px solid #ccc; padding: 0.3rem 0.5rem; text-align: start; vertical-align: top; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font-size: 0.85em; }
  img { max-inline-size: 12rem; display: block; }
  @media print { body { margin: 0; } }`;

export function dataExportPage(data: DataExport, language: ExportLanguage): string {
  const words = exportWords[language];
  const time = (at: string | null) => (at ? escaped(timeFormats[language].format(new Date(at))) : escaped(words.none));
  const yesNo = (value: boolean) => escaped(value ? words.yes : words.no);
  const { account } = data;
  const company = data.controller.name[language];
  const channels = account.notificationChannels;

  const accountTable = `<table>${[
    row(words.customerNumber, ltr(account.id)),
    row(words.fullName, `<bdi>${escaped(account.fullName)}</bdi>`),
    row(words.email, account.email ? ltr(account.email) : escaped(words.none)),
    row(words.mobile, account.mobile ? ltr(account.mobile) : escaped(words.none)),
    row(words.createdAt, time(account.createdAt)),
    row(words.lastSeen, time(account.lastSeen)),
    row(words.language, escaped(account.language ?? words.none)),
    row(words.notificationChannels, channels ? `${yesNo(channels.email)} / ${yesNo(channels.whatsapp)}` : escaped(words.none)),
    row(words.privacyNotice, escaped(words.noticeVersion(data.privacyNotice.accepted))),
    row(words.downloads, account.dataExports.map(time).join('<br>')),
  ].join('')}</table>`;

  const addresses = account.addresses.length
    ? `<ul>${account.addresses
        .map(({ name, text, coordinates }) => `<li><bdi>${escaped(name)}</bdi>: <bdi>${escaped(text)}</bdi>${coordinates ? ` (${ltr(`${coordinates.lat}, ${coordinates.lng}`)})` : ''}</li>`)
        .join('')}</ul>`
    : `<p>${escaped(words.none)}</p>`;

  const payments = data.payments.length
    ? table(
        [words.invoice, words.paidAt, words.amount, words.card],
        data.payments.map(({ receipt }) => [
          ltr(receipt.invoiceNumber),
          time(receipt.paidAt),
          ltr(halalasToRiyals(receipt.totalHalalas).toFixed(2)),
          receipt.card ? ltr(`${receipt.card.brand} •••• ${receipt.card.last4}`) : escaped(words.none),
        ]),
      )
    : `<p>${escaped(words.none)}</p>`;

  const photos = data.photos.length
    ? `<ul>${data.photos
        .map(({ id, uploadedBy, dataUrl }) => `<li>${escaped(words.photoBy[uploadedBy])} ${ltr(id)}${dataUrl ? `<img src="${dataUrl}" alt="${escaped(words.photoBy[uploadedBy])}">` : ''}</li>`)
        .join('')}</ul>`
    : `<p>${escaped(words.none)}</p>`;

  const records = data.streams
    .map(({ stream, events }) => {
      const kind = parseStream(stream)?.kind;
      const heading = `${kind ? words.streams[kind] : ''} ${stream}`;
      return `<h3>${ltr(heading)}</h3>${table(
        [words.when, words.who, words.what, words.details],
        events.map((event) => [time(event.at), escaped(words.roles[event.by]), ltr(event.type), `<pre dir="ltr">${escaped(JSON.stringify(event.data, null, 1))}</pre>`]),
      )}`;
    })
    .join('');

  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(words.title(company))}</title><style>${style}</style></head>
<body>
<h1>${escaped(words.title(company))}</h1>
<p>${escaped(words.intro(timeFormats[language].format(new Date(data.exportedAt))))}</p>
<p>${escaped(words.print)}</p>
<h2>${escaped(words.account)}</h2>${accountTable}
<h2>${escaped(words.addresses)}</h2>${addresses}
<h2>${escaped(words.payments)}</h2>${payments}
<h2>${escaped(words.photos)}</h2>${photos}
<h2>${escaped(words.records)}</h2><p>${escaped(words.recordsNote)}</p>${records}
</body>
</html>`;
}

// A spreadsheet handed to the browser as a file download: the CSV text (byte order mark
// included) as a UTF-8 Blob behind a temporary link, removed once clicked.
export function downloadCsv(csv: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later revoke frees the Blob.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

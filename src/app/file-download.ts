// A file made in the page handed to the browser as a download: the text as a Blob behind a
// temporary link, removed once clicked.
export function downloadText(text: string, fileName: string, type: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later revoke frees the Blob.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

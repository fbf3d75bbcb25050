import { downloadText } from './file-download.ts';

// A spreadsheet handed to the browser as a file download: the CSV text (byte order mark
// included) as UTF-8.
export const downloadCsv = (csv: string, fileName: string): void => downloadText(csv, `${fileName}.csv`, 'text/csv;charset=utf-8');

import { saveFile } from '../save-file';

/** Hands the browser a CSV file to save, named `filename`. */
export function downloadCsv(filename: string, csv: string): void {
  saveFile(filename, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

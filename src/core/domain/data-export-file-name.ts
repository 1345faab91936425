/** i-miei-dati-mario.rossi-2026-11-30.json: the name both the server and the client give a personal data export. */
export function dataExportFileName(username: string, day: string, format: 'json' | 'csv'): string {
  return `i-miei-dati-${username}-${day}.${format}`.replace(/[^\w.-]/g, '_');
}

/**
 * ExportMyData (docs/behaviour.md, "My data"): the server's file through the HTTP port as bytes, saved as it came and
 * named 'i-miei-dati-<username>-<today>.<format>'; an administrator's export of someone else goes to that user's path.
 */
import { ApiError, ApiPaths } from '../../../../src/core/contract';
import { ApiRequestError } from '../../../../src/core/errors';
import { ExportMyData } from '../../../../src/core/use-cases/my-data';
import { ok, queryOf, status } from '../../../fakes';
import { createCoreHarness, type CoreHarness } from '../support/core-harness';

/** A CSV as the server writes it: a byte-order mark first, then 'Sì' in UTF-8. */
const CSV = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Valida\r\nSì\r\n')]);

function exportMyData(h: CoreHarness): ExportMyData {
  return new ExportMyData(h.api, () => h.calendar.today());
}

describe('ExportMyData', () => {
  it("asks for the signed-in user's own data as bytes and names the file after them and today", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    await h.clock.advance(Date.UTC(2026, 10, 30, 23, 30) - h.clock.now()); // already 1 December in Rome
    h.http.on('GET', ApiPaths.myDataExport, ok(CSV));

    const file = await exportMyData(h).mine('mario.rossi', 'csv');

    expect(file).toEqual({ fileName: 'i-miei-dati-mario.rossi-2026-12-01.csv', content: CSV });
    const request = h.http.last('GET', ApiPaths.myDataExport);
    expect(request.responseType).toBe('bytes');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer A' });
    expect(queryOf(request)).toEqual({ format: 'csv' });
  });

  it("asks for another user's data on the administrators' path", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const json = new TextEncoder().encode('{"profile":{}}');
    h.http.on('GET', ApiPaths.adminUserDataExport(7), ok(json));

    const file = await exportMyData(h).ofUser({ id: 7, username: 'luigi verdi' }, 'json');

    expect(file).toEqual({ fileName: 'i-miei-dati-luigi_verdi-2025-01-15.json', content: json });
    expect(queryOf(h.http.last('GET', ApiPaths.adminUserDataExport(7)))).toEqual({ format: 'json' });
  });

  it("passes the server's refusal on to the screen", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminUserDataExport(7), status(403, { code: 'ADMIN_REQUIRED', message: ApiError.ADMIN_REQUIRED }));

    await expect(exportMyData(h).ofUser({ id: 7, username: 'luigi' }, 'csv')).rejects.toBeInstanceOf(ApiRequestError);
  });
});

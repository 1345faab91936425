/** 'Presenti ora' (docs/behaviour.md, "Present now"): the list as the server scopes it, and its PDF named after the moment. */
import { TeamPaths, type PresenceList } from '../../../../src/core/contract';
import { DownloadPresenceList, LoadPresence, type BytesApi } from '../../../../src/core/use-cases';
import { FakeClock, ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const LIST: PresenceList = {
  generated_at: '2026-11-27T08:15:00.000Z',
  total: 1,
  places: [
    {
      location_id: 4,
      name: 'Sede Centrale',
      address: 'Via Roma 1',
      people: [
        {
          user_id: 7,
          username: 'mario.rossi',
          full_name: 'Mario Rossi',
          employee_id: 'E7',
          gruppo: 'Magazzino',
          timesheet_id: 91,
          checked_in_at: '2026-11-27T07:58:00.000Z',
          anomalies: ['location_anomaly', 'invalid'],
          anomaly_note: 'GPS impreciso',
        },
      ],
    },
  ],
};

describe('LoadPresence', () => {
  it('asks for who is checked in now and hands the list on as it came', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', TeamPaths.presence, ok(LIST));
    expect(await new LoadPresence(h.api).execute()).toEqual(LIST);
    expect(h.http.sent('GET', TeamPaths.presence)).toHaveLength(1);
  });

  it('passes a refusal on to the screen', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', TeamPaths.presence, status(403, { code: 'ADMIN_REQUIRED', message: 'Admin required' }));
    await expect(new LoadPresence(h.api).execute()).rejects.toMatchObject({ status: 403 });
  });
});

class FakeBytesApi implements BytesApi {
  readonly paths: string[] = [];
  constructor(private readonly answer: Uint8Array | Error) {}
  async getBytes(path: string): Promise<Uint8Array> {
    this.paths.push(path);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe2]);

describe('DownloadPresenceList', () => {
  it("asks for the PDF and names it after the moment on the device's clock", async () => {
    const api = new FakeBytesApi(PDF);
    // 9:05 of 3 March 2026 on this machine's clock, whatever its zone.
    const clock = new FakeClock(new Date(2026, 2, 3, 9, 5, 30).getTime());
    const file = await new DownloadPresenceList(api, clock).execute();
    expect(api.paths).toEqual([TeamPaths.presencePdf]);
    expect(file).toEqual({ fileName: 'presenti-ora-2026-03-03-0905.pdf', content: PDF });
  });

  it('passes a failure on', async () => {
    await expect(new DownloadPresenceList(new FakeBytesApi(new Error('offline')), new FakeClock()).execute()).rejects.toThrow('offline');
  });
});

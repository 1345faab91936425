/**
 * @jest-environment node
 */
/** 'Presenti ora' (docs/behaviour.md, "Present now"): read at once, then every 5 s until the tab unmounts; the PDF. */
import type { PresenceList } from '../../../../src/core/contract';
import type { DownloadPresenceList, LoadPresence } from '../../../../src/core/use-cases';
import { PRESENCE_REFRESH_MS, PresenceStore } from '../../../../src/ui/admin/presence/presence.store';
import { Deferred, FakeClock } from '../../../fakes';

const list = (total: number, at = '2026-11-27T08:15:00.000Z'): PresenceList => ({ generated_at: at, total, places: [] });

function presenceWorld() {
  const clock = new FakeClock();
  const answers: Array<Deferred<PresenceList>> = [];
  const load = { execute: () => answers[answers.push(new Deferred<PresenceList>()) - 1]!.promise } as unknown as LoadPresence;
  const downloads: Array<Deferred<{ fileName: string; content: Uint8Array }>> = [];
  const download = { execute: () => downloads[downloads.push(new Deferred()) - 1]!.promise } as unknown as DownloadPresenceList;
  const saved: Array<{ fileName: string; mimeType: string }> = [];
  const store = new PresenceStore({ load, download, files: { save: (fileName, _content, mimeType) => saved.push({ fileName, mimeType }) }, scheduler: clock });
  return { clock, store, answers, downloads, saved };
}

describe('PresenceStore', () => {
  it('reads the list when the tab mounts, then every 5 s, and stops when it unmounts', async () => {
    const { clock, store, answers } = presenceWorld();
    const stop = store.start();
    expect(answers).toHaveLength(1);
    answers[0]!.resolve(list(2));
    await clock.advance(0);
    expect(store.total).toBe(2);
    expect(store.updatedAt).toBe('2026-11-27T08:15:00.000Z');

    await clock.advance(PRESENCE_REFRESH_MS - 1);
    expect(answers).toHaveLength(1);
    await clock.advance(1);
    expect(answers).toHaveLength(2);
    answers[1]!.resolve(list(3, '2026-11-27T08:15:05.000Z'));
    await clock.advance(0);
    expect(store.total).toBe(3);
    expect(store.updatedAt).toBe('2026-11-27T08:15:05.000Z');

    stop();
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(PRESENCE_REFRESH_MS * 4);
    expect(answers).toHaveLength(2);
  });

  it('asks nothing more while a read is on its way (a slow network does not pile requests up)', async () => {
    const { clock, store, answers } = presenceWorld();
    store.start();
    await clock.advance(PRESENCE_REFRESH_MS * 3);
    expect(answers).toHaveLength(1);
    answers[0]!.resolve(list(1));
    await clock.advance(PRESENCE_REFRESH_MS);
    expect(answers).toHaveLength(2);
  });

  it('keeps the last list when a refresh fails, says so, and clears the error on the next success', async () => {
    const { clock, store, answers } = presenceWorld();
    store.start();
    answers[0]!.resolve(list(4));
    await clock.advance(PRESENCE_REFRESH_MS);
    answers[1]!.reject(new Error('offline'));
    await clock.advance(0);
    expect(store.total).toBe(4);
    expect(store.error).toEqual({ key: 'presence.loadError' });
    await clock.advance(PRESENCE_REFRESH_MS);
    answers[2]!.resolve(list(5));
    await clock.advance(0);
    expect(store.error).toBeNull();
    expect(store.total).toBe(5);
  });

  it("'Stampa elenco (PDF)' saves the server's PDF once, however often it is pressed meanwhile; a failure says so", async () => {
    const { clock, store, downloads, saved } = presenceWorld();
    const printing = store.print();
    expect(store.isPrinting).toBe(true);
    expect(await store.print()).toBe(false);
    downloads[0]!.resolve({ fileName: 'presenti-ora-2026-11-27-0915.pdf', content: new Uint8Array([0x25]) });
    expect(await printing).toBe(true);
    expect(saved).toEqual([{ fileName: 'presenti-ora-2026-11-27-0915.pdf', mimeType: 'application/pdf' }]);
    expect(store.isPrinting).toBe(false);

    const failing = store.print();
    downloads[1]!.reject(new Error('offline'));
    expect(await failing).toBe(false);
    await clock.advance(0);
    expect(store.printError).toEqual({ key: 'presence.printError' });
    expect(saved).toHaveLength(1);
  });
});

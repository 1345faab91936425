import { ListRefresher, type ReloadMode } from '../../../../src/core/use-cases';
import { FakeClock, FakeLogger } from '../../../fakes';
import { countsAfter } from '../support/counts-after';

describe('ListRefresher', () => {
  it('reloads now and once more 1 s later; a late failure is only logged', async () => {
    const clock = new FakeClock();
    const logger = new FakeLogger();
    let reloads = 0;
    const reload = async () => {
      reloads++;
      if (reloads === 2) throw new Error('late failure');
    };

    await new ListRefresher(clock, logger).refresh(reload);

    expect(await countsAfter(clock, () => reloads, [0, 999, 1])).toEqual([1, 1, 2]);
    expect(logger.warnings).toHaveLength(1);
  });

  it('shows the reload made at once, and makes the one a second later quietly', async () => {
    const clock = new FakeClock();
    const modes: ReloadMode[] = [];

    await new ListRefresher(clock, new FakeLogger()).refresh(async (mode) => void modes.push(mode));
    await countsAfter(clock, () => modes.length, [1000]);

    expect(modes).toEqual([{ quiet: false }, { quiet: true }]);
  });
});

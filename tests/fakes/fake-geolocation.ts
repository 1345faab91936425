import { PositionError, type Geolocation, type Position, type PositionOptions, type Unsubscribe } from '../../src/core/ports';

type Answer = Position | PositionError;

interface Watch {
  options: PositionOptions;
  onFix(position: Position): void;
  onError(error: PositionError): void;
}

/**
 * Geolocation answering from a queue (`willAnswer`), then from a standing answer (`alwaysAnswer`);
 * with neither, fixes fail as 'unavailable'. The options of every call are recorded.
 * Watches stay open until unsubscribed; the test moves the device with `move` and fails them with `failWatches`.
 */
export class FakeGeolocation implements Geolocation {
  readonly calls: PositionOptions[] = [];
  /** The options of every watch started, ended ones included. */
  readonly watchCalls: PositionOptions[] = [];
  private readonly watches = new Set<Watch>();
  availabilityValue: ReturnType<Geolocation['availability']> = 'available';
  private readonly queue: Answer[] = [];
  private standing: Answer | null = null;

  willAnswer(...answers: Answer[]): this {
    this.queue.push(...answers);
    return this;
  }

  alwaysAnswer(answer: Answer): this {
    this.standing = answer;
    return this;
  }

  availability(): ReturnType<Geolocation['availability']> {
    return this.availabilityValue;
  }

  async getCurrentPosition(options: PositionOptions): Promise<Position> {
    this.calls.push(options);
    const answer = this.queue.shift() ?? this.standing ?? new PositionError('unavailable');
    if (answer instanceof PositionError) throw answer;
    return answer;
  }

  watchPosition(options: PositionOptions, onFix: (position: Position) => void, onError: (error: PositionError) => void): Unsubscribe {
    const watch = { options, onFix, onError };
    this.watchCalls.push(options);
    this.watches.add(watch);
    return () => this.watches.delete(watch);
  }

  /** Watches not yet ended. */
  activeWatches(): number {
    return this.watches.size;
  }

  /** The device reports a new fix to every open watch. */
  move(position: Position): void {
    for (const watch of [...this.watches]) watch.onFix(position);
  }

  /** Every open watch reports a failure (the browser keeps watching; the app decides). */
  failWatches(error: PositionError): void {
    for (const watch of [...this.watches]) watch.onError(error);
  }
}

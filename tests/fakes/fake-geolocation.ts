import { PositionError, type Geolocation, type Position, type PositionOptions } from '../../src/core/ports';

type Answer = Position | PositionError;

/**
 * Geolocation answering from a queue (`willAnswer`), then from a standing answer (`alwaysAnswer`);
 * with neither, fixes fail as 'unavailable'. The options of every call are recorded.
 */
export class FakeGeolocation implements Geolocation {
  readonly calls: PositionOptions[] = [];
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
}

/**
 * A WHERE clause built only from the filters present. The alternative, one fixed text with
 * `($n IS NULL OR col = $n)` per filter, hides each predicate from the planner whenever the plan is
 * generic (prepared statements, PGlite), so an index on the filtered column could not be used.
 */
export class SqlConditions {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Adds `condition(placeholder)` with `value` as its parameter, unless the value is absent. */
  when(value: unknown, condition: (placeholder: string) => string): this {
    if (value === undefined || value === null) return this;
    this.params.push(value);
    this.conditions.push(condition(`$${this.params.length}`));
    return this;
  }

  /** A condition that is always part of the clause. */
  always(value: unknown, condition: (placeholder: string) => string): this {
    this.params.push(value);
    this.conditions.push(condition(`$${this.params.length}`));
    return this;
  }

  /** `WHERE a AND b …`, or '' when there is no condition. */
  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** The placeholder of the next parameter after these (for LIMIT / OFFSET or columns). */
  nextPlaceholder(offset = 0): string {
    return `$${this.params.length + 1 + offset}`;
  }
}

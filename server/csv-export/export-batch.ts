/** How many rows an export reads at a time (docs/behaviour.md, "Admin exports"): its memory, whatever the export's size. */
export const EXPORT_BATCH_SIZE = 1000;

export interface BatchOptions {
  /** Rows per batch (tests use a few, to cross many batch boundaries). */
  batchSize?: number;
}

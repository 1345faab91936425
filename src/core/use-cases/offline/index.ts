export * from './offline-punch-answer';
export * from './offline-punch-queue';
export * from './offline-refusals';
export * from './status-with-waiting';

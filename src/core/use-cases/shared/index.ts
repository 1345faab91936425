export * from './calendar-today';
export * from './list-refresher';

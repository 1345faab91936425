export * from './calendar-today';
export * from './list-refresher';
export * from './change-listeners';
export * from './planned-days';

export * from './load-my-hours.use-case';
export * from './load-today-schedule.use-case';
export * from './my-correction-requests.use-case';
export * from './request-correction.use-case';

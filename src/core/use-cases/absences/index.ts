export * from './cancel-absence-request.use-case';
export * from './load-my-absences.use-case';
export * from './load-my-balances.use-case';
export * from './request-absence.use-case';

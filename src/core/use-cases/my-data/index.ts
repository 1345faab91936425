export * from './export-my-data.use-case';

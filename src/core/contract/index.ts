export * from './common.contract';
export * from './error-codes';
export * from './auth.contract';
export * from './users.contract';
export * from './locations.contract';
export * from './timesheet.contract';
export * from './admin.contract';
export * from './paths';

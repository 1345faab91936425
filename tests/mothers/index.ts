export * from './admin.mother';
export * from './entry.mother';
export * from './location.mother';
export * from './position.mother';
export * from './user.mother';
export * from './browser.mother';
export * from './refusal.mother';
export * from './schedule.mother';

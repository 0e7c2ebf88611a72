export * from './users';
export * from './courses';
export * from './enrollments';
export * from './content';
export * from './community';
export * from './settings';
export * from './email';
export * from './rate-limits';

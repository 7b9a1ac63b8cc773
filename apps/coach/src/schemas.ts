// The contract's schemas the coach's forms validate with, imported on a form's first submission (`await
// import('../../schemas')`): they bring zod, which the coach's home would otherwise download.
export { milestoneCreateSchema, rejectSchema } from '@capsuisse/contracts';

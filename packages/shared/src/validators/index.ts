export * from './date-input.ts';
export * from './email.ts';
export * from './empty-to-null.ts';
export * from './messages.ts';
export * from './national-id.ts';
export * from './phone.ts';
export * from './postal-code.ts';
export * from './zod.ts';

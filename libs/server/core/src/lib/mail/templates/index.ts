export * from './mail-template';
export * from './render-mail';
export * from './password-reset.mail';
export * from './document-reviewed.mail';
export * from './review-deadline.mail';
export * from './reminder.mail';
export * from './call.mail';

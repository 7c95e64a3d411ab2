export { MailSandbox, type MailSandboxOptions, type SandboxLog } from './sandbox.js';
export { Mailbox, summary, type MailSummary, type ReceivedAttachment, type ReceivedMail } from './mailbox.js';
export { buildMailboxApi } from './http.js';

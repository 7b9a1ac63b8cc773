export { DeadlineCountdown } from './lib/countdown/DeadlineCountdown';
export { DocumentStatusBadge } from './lib/status/DocumentStatusBadge';
export { ReviewHistory } from './lib/status/ReviewHistory';
export { downloadFile, viewFile } from './lib/files/open-file';

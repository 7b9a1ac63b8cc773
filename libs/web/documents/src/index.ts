export { DeadlineCountdown } from './lib/countdown/DeadlineCountdown';
export { DocumentStatusBadge } from './lib/status/DocumentStatusBadge';
export { ReviewHistory } from './lib/status/ReviewHistory';

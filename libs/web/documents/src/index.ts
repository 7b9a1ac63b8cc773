export { DeadlineCountdown } from './lib/countdown/DeadlineCountdown';
export { DocumentStatusBadge } from './lib/status/DocumentStatusBadge';
export { ReviewHistory } from './lib/status/ReviewHistory';
export { CvChecklist } from './lib/cv-check/CvChecklist';
export { useCvCheck, type CvCheckState } from './lib/cv-check/use-cv-check';

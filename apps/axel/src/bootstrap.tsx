import { renderStandaloneRemote } from '@capsuisse/web-remote';
import { pages } from './pages';

renderStandaloneRemote('axel', pages);

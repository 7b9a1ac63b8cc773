import { renderStandaloneRemote } from '@capsuisse/web-auth';
import { pages } from './pages';

renderStandaloneRemote(pages);

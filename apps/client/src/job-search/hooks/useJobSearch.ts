import { API } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { useProgrammeView } from '../../programme/hooks/useProgrammeView';

// Through the route contract, not a method of the shared api-client (its bundle is at its weight budget).
const loadLog = () => api.call(API.programme.applications);

/** The client's job-search log; every change answers the whole updated log, this month's count included. */
export const useJobSearch = () => useProgrammeView(loadLog);

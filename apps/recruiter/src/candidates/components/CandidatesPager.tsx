import { Pagination } from '@capsuisse/web-ui-pagination';

/** The pages of the candidate list, when there are more candidates than one page. */
export function CandidatesPager({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  return <Pagination align="center" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={onChange} />;
}

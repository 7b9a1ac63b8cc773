import { Pagination } from '@capsuisse/web-ui-pagination';

/** The pages of the client list, when there are more clients than one page. */
export function ClientsPager({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  return <Pagination align="center" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={onChange} />;
}

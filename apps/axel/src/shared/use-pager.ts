import { useState } from 'react';
import type { TablePagination } from '@capsuisse/web-ui-table';

/**
 * The page and page size of a list paged by the server: `pagination(total)` is what the kit's Table takes,
 * `restart()` goes back to the first page (a new filter).
 */
export function usePager(initialSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const pagination = (total: number): TablePagination => ({
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    onChange: (next: number, size: number) => {
      setPage(next);
      setPageSize(size);
    },
  });
  return { page, pageSize, restart: () => setPage(1), pagination };
}

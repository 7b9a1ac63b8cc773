// The UI kit's table, apart from its core (see lib/kit.ts): our own, on antd's styles (lib/table/Table.tsx).
export { Table, type TablePagination, type TableProps } from './lib/table/Table';

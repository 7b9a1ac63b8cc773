// The UI kit's tables, apart from its core: a shared module comes whole, and antd's Table (with its
// filters' tree and its pagination) weighs as much as the rest of the kit's components together. It is
// downloaded by the pages that show a table, still one copy for the page (tools/web-build/federation.ts).
export { Table } from 'antd';
export type { TableProps } from 'antd';

// The UI kit's table, apart from its core (see lib/kit.ts).
export { Table } from 'antd';
export type { TableProps } from 'antd';

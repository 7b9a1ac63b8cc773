// The UI kit's pagination, apart from its core (see lib/kit.ts).
export { Pagination } from 'antd';

// The UI kit's popconfirm, apart from its core (see lib/kit.ts).
export { Popconfirm } from 'antd';

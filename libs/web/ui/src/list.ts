// The UI kit's list, apart from its core (see lib/kit.ts).
export { List } from 'antd';

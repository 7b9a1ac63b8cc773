// The UI kit's select, apart from its core (see lib/kit.ts).
export { Select } from 'antd';

// The UI kit's descriptions, apart from its core (see lib/kit.ts).
export { Descriptions } from 'antd';

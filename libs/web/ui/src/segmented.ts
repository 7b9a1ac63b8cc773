// The UI kit's segmented, apart from its core (see lib/kit.ts).
export { Segmented } from 'antd';

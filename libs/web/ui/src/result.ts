// The UI kit's result, apart from its core (see lib/kit.ts).
export { Result } from 'antd';

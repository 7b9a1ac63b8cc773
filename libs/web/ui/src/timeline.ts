// The UI kit's timeline, apart from its core (see lib/kit.ts).
export { Timeline } from 'antd';

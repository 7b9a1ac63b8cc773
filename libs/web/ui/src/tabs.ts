// The UI kit's tabs, apart from its core (see lib/kit.ts).
export { Tabs } from 'antd';

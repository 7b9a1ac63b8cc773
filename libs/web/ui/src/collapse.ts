// The UI kit's collapse, apart from its core (see lib/kit.ts).
export { Collapse } from 'antd';

// The UI kit's switch, apart from its core (see lib/kit.ts).
export { Switch } from 'antd';

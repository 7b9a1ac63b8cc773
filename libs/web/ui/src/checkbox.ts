// The UI kit's checkbox, apart from its core (see lib/kit.ts).
export { Checkbox } from 'antd';

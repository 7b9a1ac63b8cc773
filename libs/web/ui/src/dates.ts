// The UI kit's date picker, apart from its core (see lib/kit.ts).
export { DatePicker } from 'antd';

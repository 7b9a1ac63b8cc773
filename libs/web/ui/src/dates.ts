// The UI kit's date picker, apart from its core for the same reason as table.ts: one page uses it.
export { DatePicker } from 'antd';

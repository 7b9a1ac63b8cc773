// The UI kit's lists and pickers, apart from its core (see lib/kit.ts): Select with what is built on it
// (Pagination's size changer, List's pagination), about a fifth of the core's weight.
export { List, Pagination, Select } from 'antd';
